// A server's kept answers survive its restart (decision record 012): read back at start, written
// atomically beside the run's data, from a timer rather than on the way of any request.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runtimeKeptAnswers, type KeptAnswers } from '../client/index.ts';

/** Changed when what is written changes shape: a file of another version is left unread. */
export const KEPT_FILE_SCHEMA = 1;
export const KEPT_FILE_NAME = 'kept-answers.json';
const WRITE_EVERY_MS = 5_000;

export type KeptFileOptions = {
  dir: string;
  /** A file written for another school is not read. */
  schoolCode: string;
  /** Default: this runtime's own store, the one its API clients use. */
  store?: KeptAnswers;
  everyMs?: number;
};

export type KeptFile = {
  /** Writes now if anything changed since the last write. */
  flush(): Promise<void>;
  /** Stops the timer, after a last write. */
  stop(): Promise<void>;
};

type Entry = [key: string, kept: { answer: object; at: number }];
const isEntry = (e: unknown): e is Entry =>
  Array.isArray(e) &&
  e.length === 2 &&
  typeof e[0] === 'string' &&
  typeof e[1] === 'object' &&
  e[1] !== null &&
  typeof (e[1] as { answer?: unknown }).answer === 'object' &&
  (e[1] as { answer?: unknown }).answer !== null &&
  Number.isFinite((e[1] as { at?: unknown }).at);

/** Reads what an earlier run kept into the store, then keeps writing it. Never throws: memory only then. */
export async function keepAnswersOnDisk(opts: KeptFileOptions): Promise<KeptFile> {
  const store = opts.store ?? runtimeKeptAnswers();
  const file = path.join(opts.dir, KEPT_FILE_NAME);
  await readKept(file, opts.schoolCode, store);
  let written = store.changes;
  let writing: Promise<void> = Promise.resolve();
  let warned = false;

  const write = async () => {
    if (store.changes === written) return;
    written = store.changes;
    const body = JSON.stringify({
      schema: KEPT_FILE_SCHEMA,
      schoolCode: opts.schoolCode,
      entries: store.entries().map(([key, kept]) => [key, kept]),
    });
    // Copies of one server share the directory: each writes its own file, then renames it over.
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(opts.dir, { recursive: true });
      await writeFile(temp, body);
      await rename(temp, file);
    } catch (error) {
      if (!warned) console.warn(`[kept-answers] cannot write ${file}; kept in memory only:`, error);
      warned = true;
    }
  };
  const flush = () => (writing = writing.then(write));
  const timer = setInterval(() => void flush(), opts.everyMs ?? WRITE_EVERY_MS);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

async function readKept(file: string, schoolCode: string, store: KeptAnswers): Promise<void> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      console.warn(`[kept-answers] ${file} is unreadable; starting without it`);
    return;
  }
  const { schema, schoolCode: code, entries } = (parsed ?? {}) as Record<string, unknown>;
  if (schema !== KEPT_FILE_SCHEMA || code !== schoolCode || !Array.isArray(entries)) {
    console.warn(`[kept-answers] ${file} is of another school or version; starting without it`);
    return;
  }
  // Least recently used first: the bounds drop the same ones they would have dropped before.
  for (const entry of entries) if (isEntry(entry)) store.set(entry[0], entry[1], entry[1].at);
}
