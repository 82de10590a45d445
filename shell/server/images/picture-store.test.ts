// The store's directory: a copy made once is found again by its original's content, by another
// store (another process, or after a restart), whatever the picture's URL.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createPictureStore, type PictureStoreOptions } from './picture-store.ts';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'picture-store-test-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A store whose originals are `photo` and whose encoder counts what it makes. */
function store(dir: string | undefined, photo = Buffer.from('the original')) {
  const made: string[] = [];
  const options: PictureStoreOptions = {
    dir,
    fetch: async () => photo,
    resize: async (input, width, format) => {
      made.push(`${width} ${format}`);
      return Buffer.from(`${input.toString()} at ${width} as ${format}`);
    },
  };
  const created = createPictureStore(options);
  cleanups.push(() => created.flush());
  return { store: created, made };
}

describe('a picture store with a directory', () => {
  it('makes a copy once for every store that shares the directory, whatever the URL', async () => {
    const dir = await tempDir();
    const first = store(dir);
    const made = await first.store.get('http://a.test/api/image/x.jpg', 480, 'avif');
    await first.store.flush();
    expect(first.made).toEqual(['480 avif']);
    expect(await readdir(dir)).toHaveLength(1);

    const second = store(dir);
    const found = await second.store.get('http://b.test/api/image/x.jpg', 480, 'avif');
    expect(second.made).toEqual([]);
    expect(found).toEqual(made);
  });

  it('makes another width, encoding or original anew', async () => {
    const dir = await tempDir();
    const first = store(dir);
    await first.store.get('http://a.test/x.jpg', 480, 'avif');
    await first.store.flush();
    const other = store(dir, Buffer.from('another original'));
    await other.store.get('http://a.test/x.jpg', 480, 'avif');
    await other.store.get('http://a.test/x.jpg', 800, 'avif');
    await other.store.get('http://a.test/x.jpg', 800, 'webp');
    expect(other.made).toEqual(['480 avif', '800 avif', '800 webp']);
  });

  it('keeps nothing on disk without one', async () => {
    const { store: memoryOnly, made } = store(undefined);
    await memoryOnly.get('http://a.test/x.jpg', 480, 'avif');
    await memoryOnly.get('http://a.test/x.jpg', 480, 'avif');
    expect(made).toEqual(['480 avif']);
  });
});
