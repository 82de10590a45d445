// The shell's side of its picture maker: a child process (picture-maker-process.ts) that holds
// the picture store and sharp. Started at the first picture, started again at the next one after it
// dies or is retired; its death costs only the pictures in hand (503, as a full work limit). The
// shell holds no picture but those on their way to a browser, and never loads sharp.
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { escapeForLog } from '@school/shared-api/log-text';
import type { PictureFormat } from './picture-format.ts';
import {
  PICTURE_MAKER_ENTRY,
  type MakerFailure,
  type MakerReply,
  type MakerRequest,
  type MakerSettings,
  type PictureJob,
} from './picture-maker-protocol.ts';
import type { Picture } from './picture-store.ts';
import { PictureFetchError } from './provider-picture.ts';
import { WorkLimitReached } from './work-limit.ts';

/** The maker stopped with this picture in hand: try again, as when it is busy. */
export class PictureMakerGone extends WorkLimitReached {
  override name = 'PictureMakerGone';
}

export type PictureMakerOptions = MakerSettings & {
  /** The maker's entry; default the one beside this module (the source under tsx, or scripts/dist's bundle). */
  entry?: string;
  /** Past this resident memory (MB) after a job, the maker is ended once idle and a fresh one started at the next picture. */
  rssBoundMb?: number;
  /** A maker with jobs in hand that answers none for this long is stuck (libvips): it is ended. */
  stuckMs?: number;
  /** Jobs sent at once; beyond that refused at once (the store's own limit, 6 in hand and 64 waiting, keeps below it). */
  maxInFlight?: number;
};

const MAKER_HEAP_MB = 96;
const here = import.meta.url;
const defaultEntry = fileURLToPath(new URL(`./${PICTURE_MAKER_ENTRY}.${here.endsWith('.ts') ? 'ts' : 'mjs'}`, here));
// sharp's documentation: glibc's allocator keeps what libvips' threads freed; jemalloc (Debian's
// libjemalloc2, which redis and varnish bring) returns it, and two arenas fragment less than one a thread.
const JEMALLOC = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;
/** A maker that does not end within this after the shell lets go of it is killed. */
const STOP_MS = 5_000;

function makerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, MALLOC_ARENA_MAX: '2' };
  if (existsSync(JEMALLOC)) env.LD_PRELOAD = [env.LD_PRELOAD, JEMALLOC].filter(Boolean).join(':');
  return env;
}

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function errorOf(failure: MakerFailure): Error {
  if (failure.kind === 'busy') return new WorkLimitReached('too many pictures are being made');
  if (failure.kind === 'fetch') return new PictureFetchError(failure.message, failure.status);
  return new Error(failure.message);
}

export function createPictureMaker(opts: PictureMakerOptions = {}) {
  const { entry = defaultEntry, rssBoundMb = 512, stuckMs = 30_000, maxInFlight = 128, ...settings } = opts;
  const execArgv = [`--max-old-space-size=${MAKER_HEAP_MB}`];
  if (entry.endsWith('.ts')) execArgv.push('--import', pathToFileURL(createRequire(here).resolve('tsx')).href);

  type Job = { resolve(reply: { body: Buffer; etag?: string }): void; reject(error: Error): void };
  type Maker = { proc: ChildProcess; jobs: Map<number, Job>; exited: Promise<void>; watchdog?: NodeJS.Timeout };
  let maker: Maker | undefined;
  let nextId = 0;
  let closed = false;
  let started = 0;

  const letGo = (current: Maker) => {
    if (maker === current) maker = undefined;
    if (current.proc.connected) current.proc.disconnect();
    const killer = setTimeout(() => current.proc.kill('SIGKILL'), STOP_MS);
    void current.exited.then(() => clearTimeout(killer));
  };

  // Reset at each answer: only a maker that answers nothing at all is ended.
  const watch = (current: Maker) => {
    clearTimeout(current.watchdog);
    current.watchdog = current.jobs.size > 0 ? setTimeout(() => current.proc.kill('SIGKILL'), stuckMs) : undefined;
  };

  function start(): Maker {
    const proc = fork(entry, [JSON.stringify(settings)], {
      execArgv,
      env: makerEnv(),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    started += 1;
    const current: Maker = {
      proc,
      jobs: new Map(),
      exited: new Promise((resolve) => proc.once('exit', () => resolve())),
    };
    const { jobs } = current;
    proc.on('message', (reply: MakerReply) => {
      const job = jobs.get(reply.id);
      if (!job) return;
      jobs.delete(reply.id);
      watch(current);
      if ('failure' in reply) job.reject(errorOf(reply.failure));
      else job.resolve({ body: asBuffer(reply.body), etag: reply.etag });
      if (reply.rss > rssBoundMb * 1024 * 1024 && jobs.size === 0) letGo(current);
    });
    // A failed spawn or send ends in 'exit' too, which fails the jobs in hand.
    proc.on('error', (error) => console.warn(`[shell] picture maker: ${escapeForLog(error.message)}`));
    proc.once('exit', (code, signal) => {
      if (maker === current) maker = undefined;
      clearTimeout(current.watchdog);
      if (jobs.size > 0 && !closed)
        console.warn(`[shell] the picture maker stopped (${signal ?? code}) with ${jobs.size} pictures in hand`);
      for (const job of jobs.values()) job.reject(new PictureMakerGone('the picture maker stopped'));
      jobs.clear();
    });
    return current;
  }

  function make(job: PictureJob): Promise<{ body: Buffer; etag?: string }> {
    if (closed) return Promise.reject(new PictureMakerGone('the picture maker is closed'));
    const current = (maker ??= start());
    if (current.jobs.size >= maxInFlight) return Promise.reject(new WorkLimitReached('the picture maker is full'));
    const id = (nextId += 1);
    return new Promise((resolve, reject) => {
      current.jobs.set(id, { resolve, reject });
      watch(current);
      current.proc.send({ id, job } satisfies MakerRequest, (error) => {
        if (error) current.proc.kill('SIGKILL');
      });
    });
  }

  return {
    /** The copy of the provider picture at `url`; rejects with PictureFetchError, WorkLimitReached (PictureMakerGone among them) or the maker's error. */
    get: async (url: string, width: number, format: PictureFormat): Promise<Picture> => {
      const { body, etag = '' } = await make({ kind: 'picture', url, width, format });
      return { body, etag };
    },
    /** A story card's SVG as a PNG. */
    cardPng: async (svg: string): Promise<Buffer> => (await make({ kind: 'card', svg })).body,
    /** The running maker's process id (none before the first picture or after it stopped). */
    get pid() {
      return maker?.proc.pid;
    },
    /** How many makers were started: the first, and one after each death or retirement. */
    get started() {
      return started;
    },
    /** Lets the maker finish writing its copies to their directory, and end. */
    async close() {
      closed = true;
      const last = maker;
      if (!last) return;
      letGo(last);
      await last.exited;
    },
  };
}
export type PictureMaker = ReturnType<typeof createPictureMaker>;
