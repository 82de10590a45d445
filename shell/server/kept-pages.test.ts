import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache.ts';
import { keptPagesIn } from './kept-pages.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kept-pages-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('keptPagesIn', () => {
  it('gives a page kept by one process to the next that opens the directory', async () => {
    const dir = freshDir();
    const first = keptPagesIn(dir, 1_000_000);
    first.keep('/News', { status: 200, html: '<h1>News</h1>', madeAt: 1_000 });
    await first.flush();
    const next = keptPagesIn(dir, 1_000_000);
    expect(await next.recall('/News')).toEqual({ status: 200, html: '<h1>News</h1>', madeAt: 1_000 });
    expect(await next.recall('/Events')).toBeUndefined();
  });

  it('stays within its bytes, the oldest going first', async () => {
    const dir = freshDir();
    const pages = keptPagesIn(dir, 250);
    for (const key of ['/a', '/b', '/c']) {
      pages.keep(key, { status: 200, html: 'x'.repeat(60), madeAt: 1 });
      await pages.flush();
    }
    expect(await pages.recall('/a')).toBeUndefined();
    expect(await pages.recall('/c')).toBeDefined();
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('recalls nothing from a file cut short or written for another key', async () => {
    const dir = freshDir();
    const pages = keptPagesIn(dir, 1_000_000);
    pages.keep('/News', { status: 200, html: 'n', madeAt: 1 });
    await pages.flush();
    const [file] = readdirSync(dir);
    writeFileSync(path.join(dir, file!), '{"key":"/News","html":"cut sh');
    expect(await pages.recall('/News')).toBeUndefined();
    writeFileSync(path.join(dir, file!), JSON.stringify({ key: '/Other', status: 200, html: 'o', madeAt: 1 }));
    expect(await pages.recall('/News')).toBeUndefined();
  });
});

describe('a page cache kept on disk', () => {
  it('lets a restarted shell answer a page its predecessor made, fresh, without rendering it', async () => {
    const dir = freshDir();
    const before = keptPagesIn(dir, 1_000_000);
    const render = vi.fn(async () => ({ status: 200, html: '<h1>News</h1>', degraded: false }));
    await createPageCache({ render, onDisk: before }).get('/News');
    await before.flush();
    const after = createPageCache({ render, onDisk: keptPagesIn(dir, 1_000_000) });
    expect((await after.get('/News')).identity.toString()).toBe('<h1>News</h1>');
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('answers one past its fresh window at once and renders it behind; keeps no degraded page', async () => {
    const dir = freshDir();
    let now = 0;
    const onDisk = keptPagesIn(dir, 1_000_000);
    let n = 0;
    const render = vi.fn(async () => ({ status: 200, html: `#${++n}`, degraded: n > 1 }));
    /** A shell (re)started on the directory, its clock `now`. */
    const shellOn = (kept = keptPagesIn(dir, 1_000_000)) =>
      createPageCache({ render, onDisk: kept, now: () => now, freshMs: 10, staleMs: 100 });
    await shellOn(onDisk).get('/News');
    await onDisk.flush();
    now = 50;
    const after = shellOn();
    expect((await after.get('/News')).identity.toString()).toBe('#1');
    await after.idle();
    expect(render).toHaveBeenCalledTimes(2);
    await onDisk.flush();
    // The degraded #2 was not written over the good one.
    expect((await keptPagesIn(dir, 1_000_000).recall('/News'))?.html).toBe('#1');
    now = 1_000;
    const late = shellOn();
    expect((await late.get('/News')).identity.toString()).toBe('#3');
  });
});
