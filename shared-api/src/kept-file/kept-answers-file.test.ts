import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKeptAnswers } from '../client/index.ts';
import { createTestClient, failingHandler, listHandler, makeNews, schoolCode, setupApi } from '../testing/index.ts';
import { KEPT_FILE_NAME, KEPT_FILE_SCHEMA, keepAnswersOnDisk } from './kept-answers-file.ts';

const { server } = setupApi();
const news = [makeNews({ title: 'Sports Day on Friday' }), makeNews({ _id: 'n-2', title: 'Results declared' })];
// Only flush() writes here: the timer is left far off.
const LATER = 60 * 60 * 1000;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kept-answers-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A server's store that has kept the news once, written to dir. */
async function keptBefore(at?: number) {
  const store = createKeptAnswers();
  const file = await keepAnswersOnDisk({ dir, schoolCode, store, everyMs: LATER });
  server.use(...listHandler('newsAll', news));
  if (at !== undefined) vi.setSystemTime(at);
  await createTestClient({ keptAnswers: store }).getNews();
  vi.useRealTimers();
  await file.stop();
}

/** The server started again: a fresh store read back from dir, asked while the provider fails. */
async function afterRestart(limits?: Parameters<typeof createKeptAnswers>[0], code = schoolCode) {
  const store = createKeptAnswers(limits);
  const file = await keepAnswersOnDisk({ dir, schoolCode: code, store, everyMs: LATER });
  server.use(...failingHandler('newsAll', 500));
  const shown = (await createTestClient({ keptAnswers: store }).getNews()).map((n) => n.title);
  await file.stop();
  return { store, shown };
}

describe('kept answers on disk', () => {
  it('are read back when the server starts again, answering a failed call as before', async () => {
    await keptBefore();
    // Written whole, then renamed over: no temporary file is left.
    expect(readdirSync(dir)).toEqual([KEPT_FILE_NAME]);
    expect((await afterRestart()).shown).toEqual(['Sports Day on Friday', 'Results declared']);
  });

  it('are written by the timer or a flush, not while a call answers', async () => {
    const store = createKeptAnswers();
    const file = await keepAnswersOnDisk({ dir, schoolCode, store, everyMs: LATER });
    server.use(...listHandler('newsAll', news));
    await createTestClient({ keptAnswers: store }).getNews();
    expect(readdirSync(dir)).toEqual([]);
    await file.flush();
    expect(readdirSync(dir)).toEqual([KEPT_FILE_NAME]);
    await file.stop();
  });

  it('stay within the bounds of the store they are read into, and past their day they are gone', async () => {
    await keptBefore();
    expect((await afterRestart({ entries: 200, items: 1, ttlMs: LATER })).shown).toEqual([]);
    await keptBefore(Date.now() - 2 * LATER);
    expect((await afterRestart({ entries: 200, items: 100, ttlMs: LATER })).shown).toEqual([]);
  });

  it('are ignored when written for another school code or schema version, or unreadable', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await keptBefore();
    expect((await afterRestart(undefined, 'OTHER01')).shown).toEqual([]);

    await keptBefore();
    const file = path.join(dir, KEPT_FILE_NAME);
    const written = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...written, schema: KEPT_FILE_SCHEMA + 1 }));
    expect((await afterRestart()).shown).toEqual([]);

    writeFileSync(file, '{"schema":1,"entr');
    expect((await afterRestart()).shown).toEqual([]);
    const told = vi.mocked(console.warn).mock.calls.map(([line]) => String(line));
    expect(told.filter((line) => line.startsWith('[kept-answers]'))).toHaveLength(3);
    vi.restoreAllMocks();
  });

  it('stay in memory when the directory cannot be written', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const store = createKeptAnswers();
    const file = await keepAnswersOnDisk({ dir: path.join(blocked, 'kept'), schoolCode, store, everyMs: LATER });
    server.use(...listHandler('newsAll', news));
    await createTestClient({ keptAnswers: store }).getNews();
    await expect(file.stop()).resolves.toBeUndefined();
    expect(store.size).toBe(1);
    vi.restoreAllMocks();
  });
});
