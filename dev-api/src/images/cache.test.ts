// dev-api's image cache: few variants per picture, and a directory within imageCacheBytes.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test-helpers.ts';
import { IMAGE_WIDTHS } from './widths.ts';

// Last made, first undone, one at a time.
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function api(options: Parameters<typeof createTestApi>[0] = {}): Promise<TestApi> {
  const made = await createTestApi(options);
  cleanups.push(() => made.dispose());
  return made;
}

/** The files in a directory and their bytes in all. */
async function onDisk(dir: string): Promise<{ names: string[]; bytes: number }> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const sizes = await Promise.all(names.map(async (n) => (await stat(join(dir, n))).size));
  return { names, bytes: sizes.reduce((a, b) => a + b, 0) };
}

describe('image variants', () => {
  it('100 distinct widths of one picture make at most a file per fixed width (each was a file)', async () => {
    const { app, dataDir } = await api();
    const photo = '/api/image/uploads/gallery/2024/annual-sports-meet-2024/03.jpg';
    for (let i = 0; i < 100; i++) {
      const res = await app.inject(`${photo}?w=${40 + 17 * i}`);
      expect(res.statusCode).toBe(200);
    }
    await app.close();
    const { names } = await onDisk(join(dataDir, 'image-cache'));
    expect(names.length).toBeLessThanOrEqual(IMAGE_WIDTHS.length + 1);
  });
});

describe('the image cache of dev-api', () => {
  it('bounds the image cache of dev-api by imageCacheBytes', async () => {
    const { app, dataDir } = await api({ imageCacheBytes: 200_000 });
    for (let i = 0; i < 12; i++)
      expect((await app.inject(`/api/image/uploads/misc/${i}.jpg?w=480`)).statusCode).toBe(200);
    await app.close();
    const { names, bytes: held } = await onDisk(join(dataDir, 'image-cache'));
    expect(held).toBeLessThanOrEqual(200_000);
    expect(names.length).toBeGreaterThan(0);
  });
});
