// The shell's side of its picture maker: a child process (picture-maker-process.ts) started at
// the first picture, started again at the next one after it dies or is retired. Its death costs
// only the pictures in flight (503, as a full work limit); the shell never loads sharp.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { escapeForLog } from '@school/shared-api/log-text';
import type { PictureFormat } from './picture-format.ts';
import { PICTURE_MAKER_ENTRY, type MakerReply, type MakerRequest, type PictureJob } from './picture-maker-protocol.ts';
import { WorkLimitReached } from './work-limit.ts';

/** The maker stopped with this picture in hand: try again, as when the shell is busy. */
export class PictureMakerGone extends WorkLimitReached {
  override name = 'PictureMakerGone';
}

export type PictureMakerOptions = {
  /** The maker's entry; default the one beside this module (the source under tsx, or scripts/dist's bundle). */
  entry?: string;
  /** Past this resident memory (MB) after a job, the maker is ended once idle and a fresh one started at the next picture. */
  rssBoundMb?: number;
  /** A job not answered by then ends the maker (a stuck libvips), failing what it had in hand. */
  jobTimeoutMs?: number;
  /** Jobs in the maker at once; beyond that refused at once (the stores' own limits keep below it). */
  maxInFlight?: number;
};

const MAKER_HEAP_MB = 64;
const here = import.meta.url;
const defaultEntry = fileURLToPath(new URL(`./${PICTURE_MAKER_ENTRY}.${here.endsWith('.ts') ? 'ts' : 'mjs'}`, here));
// sharp's documentation: glibc's allocator keeps what libvips' threads freed; jemalloc (Debian's
// libjemalloc2, which redis and varnish bring) returns it, and two arenas fragment less than one a thread.
const JEMALLOC = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;

function makerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, MALLOC_ARENA_MAX: '2' };
  if (existsSync(JEMALLOC)) env.LD_PRELOAD = [env.LD_PRELOAD, JEMALLOC].filter(Boolean).join(':');
  return env;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export function createPictureMaker(opts: PictureMakerOptions = {}) {
  const entry = opts.entry ?? defaultEntry;
  const rssBound = (opts.rssBoundMb ?? 256) * 1024 * 1024;
  const jobTimeoutMs = opts.jobTimeoutMs ?? 30_000;
  const maxInFlight = opts.maxInFlight ?? 8;
  const execArgv = [`--max-old-space-size=${MAKER_HEAP_MB}`];
  if (entry.endsWith('.ts')) execArgv.push('--import', pathToFileURL(createRequire(here).resolve('tsx')).href);

  type Job = { resolve(body: Buffer): void; reject(error: Error): void; timer: NodeJS.Timeout };
  let maker: { proc: ChildProcess; jobs: Map<number, Job>; exited: Promise<void> } | undefined;
  let nextId = 0;
  let closed = false;
  let started = 0;

  function start() {
    const proc = fork(entry, [], {
      execArgv,
      env: makerEnv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started += 1;
    const jobs = new Map<number, Job>();
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
    const current = { proc, jobs, exited };
    proc.on('message', (reply: MakerReply) => {
      const job = jobs.get(reply.id);
      if (!job) return;
      jobs.delete(reply.id);
      clearTimeout(job.timer);
      if ('body' in reply) job.resolve(asBuffer(reply.body));
      else job.reject(new Error(reply.error));
      if (reply.rss > rssBound && jobs.size === 0 && maker === current) {
        maker = undefined;
        proc.kill();
      }
    });
    // A failed send or spawn ends in 'exit' too, which fails the jobs in hand.
    proc.on('error', (error) => console.warn(`[shell] picture maker: ${escapeForLog(error.message)}`));
    proc.once('exit', (code, signal) => {
      if (maker === current) maker = undefined;
      if (jobs.size > 0 && !closed)
        console.warn(`[shell] the picture maker stopped (${signal ?? code}) with ${jobs.size} pictures in hand`);
      for (const job of jobs.values()) {
        clearTimeout(job.timer);
        job.reject(new PictureMakerGone('the picture maker stopped'));
      }
      jobs.clear();
    });
    return current;
  }

  function make(job: PictureJob): Promise<Buffer> {
    if (closed) return Promise.reject(new PictureMakerGone('the picture maker is closed'));
    maker ??= start();
    const { proc, jobs } = maker;
    if (jobs.size >= maxInFlight) return Promise.reject(new WorkLimitReached('the picture maker is full'));
    const id = (nextId += 1);
    return new Promise<Buffer>((resolve, reject) => {
      const timer = setTimeout(() => proc.kill('SIGKILL'), jobTimeoutMs);
      jobs.set(id, { resolve, reject, timer });
      proc.send({ id, job } satisfies MakerRequest, (error) => {
        if (error) proc.kill('SIGKILL');
      });
    });
  }

  return {
    resize: (input: Buffer, width: number, format: PictureFormat) => make({ kind: 'resize', input, width, format }),
    cardPng: (svg: string) => make({ kind: 'card', svg }),
    /** The running maker's process id (none before the first picture or after it stopped). */
    get pid() {
      return maker?.proc.pid;
    },
    /** How many makers were started: the first, and one after each death or retirement. */
    get started() {
      return started;
    },
    async close() {
      closed = true;
      const last = maker;
      maker = undefined;
      last?.proc.kill();
      await last?.exited;
    },
  };
}
export type PictureMaker = ReturnType<typeof createPictureMaker>;
