// FileCache's directory: it stays within its bytes, least recently used first, across runs.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileCache } from './file-cache.ts';

// Last made, first undone, one at a time: a cache's pending writes end before its directory goes.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'image-cache-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** The files in a directory and their bytes in all. */
async function onDisk(dir: string): Promise<{ names: string[]; bytes: number }> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map(async (n) => (await stat(join(dir, n))).size));
  return { names, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/** A cache whose writes and removals the test's cleanup waits for. */
function fileCache(dir: string, options: ConstructorParameters<typeof FileCache>[1]): FileCache {
  const cache = new FileCache(dir, options);
  cleanups.push(() => cache.flush());
  return cache;
}

const bytes = (n: number, fill: number) => async () => Buffer.alloc(n, fill);

describe('FileCache on disk', () => {
  it('removes the least recently used files beyond its bytes', async () => {
    const dir = await tempDir();
    // A memory too small for any entry: every get goes to the disk.
    const cache = fileCache(dir, { maxMemoryBytes: 0, maxDiskBytes: 3_500 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, 'bin', bytes(1_000, 1));
    await cache.flush();
    await cache.get('a', 'bin', bytes(1_000, 2));
    await cache.get('d', 'bin', bytes(1_000, 3));
    await cache.flush();
    const { names, bytes: held } = await onDisk(dir);
    expect(held).toBeLessThanOrEqual(3_500);
    expect(names).toHaveLength(3);
    // 'a' was read from its file (not made again), and 'b', the least recently used, went.
    expect((await cache.get('a', 'bin', bytes(1_000, 9)))[0]).toBe(1);
    let madeAgain = false;
    await cache.get('b', 'bin', async () => {
      madeAgain = true;
      return Buffer.alloc(1_000, 4);
    });
    expect(madeAgain).toBe(true);
  });

  it('keeps within its bytes under many distinct entries', async () => {
    const dir = await tempDir();
    const cache = fileCache(dir, { maxMemoryBytes: 10_000, maxDiskBytes: 50_000 });
    for (let i = 0; i < 200; i++) await cache.get(`key-${i}`, 'bin', bytes(2_000 + (i % 7) * 100, i % 256));
    await cache.flush();
    const { names, bytes: held } = await onDisk(dir);
    expect(held).toBeLessThanOrEqual(50_000);
    expect(names.length).toBeGreaterThan(10);
  });

  it("trims what an earlier run left to its bytes, its files' oldest use first", async () => {
    const dir = await tempDir();
    const before = fileCache(dir, { maxMemoryBytes: 0, maxDiskBytes: 100_000 });
    for (const key of ['old', 'mid', 'new']) {
      await before.get(key, 'bin', bytes(1_000, 1));
      await before.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    const after = fileCache(dir, { maxMemoryBytes: 0, maxDiskBytes: 2_500 });
    await after.get('new', 'bin', bytes(1_000, 2));
    await after.flush();
    expect((await onDisk(dir)).names).toHaveLength(2);
    let made = 0;
    for (const key of ['new', 'mid'])
      await after.get(key, 'bin', async () => {
        made += 1;
        return Buffer.alloc(1_000);
      });
    expect(made).toBe(0);
  });

  it('keeps nothing on disk when told 0 bytes', async () => {
    const dir = await tempDir();
    const cache = fileCache(dir, { maxDiskBytes: 0 });
    await cache.get('a', 'bin', bytes(1_000, 1));
    await cache.flush();
    expect((await onDisk(dir)).names).toEqual([]);
  });
});
