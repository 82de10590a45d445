import { describe, expect, it, vi } from 'vitest';
import { createTestClient, failingHandler, listHandler, makeGalleryItem, setupApi } from '../testing/index.ts';
import { ApiError } from './api-error.ts';

const { server } = setupApi();

describe('list calls with { strict: true }', () => {
  it('reject with ApiError when the provider fails, where the default resolves []', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...failingHandler('galleryAll', 503));
    const api = createTestClient();
    await expect(api.getGallery()).resolves.toEqual([]);
    await expect(api.getGallery({ strict: true })).rejects.toMatchObject({ kind: 'http', status: 503 });
    server.use(...failingHandler('galleryAll', 'network'));
    await expect(api.getGallery({ strict: true })).rejects.toBeInstanceOf(ApiError);
  });

  it('reject when the answer is not a list', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(...listHandler('galleryAll', { nope: true }));
    await expect(createTestClient().getGallery({ strict: true })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('still drop invalid items and keep the rest', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      ...listHandler('galleryAll', [
        makeGalleryItem({ title: 'Good' }),
        { title: { nested: true }, date: 'never' },
        null,
      ]),
    );
    const items = await createTestClient().getGallery({ strict: true });
    expect(items.map((i) => i.title)).toEqual(['Good']);
  });
});
