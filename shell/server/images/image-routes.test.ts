import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { imageRoutes } from './image-routes.ts';
import { createPictureStore, type PictureStore } from './picture-store.ts';
import { startProviderStub, type ProviderStub } from './provider-stub.ts';
import { resizePicture } from './resize-picture.ts';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

// A provider on loopback: a camera-like photo, a page that is no picture, a redirect elsewhere.
let provider: ProviderStub;
let apiBaseUrl = '';
let asked: string[];
let photo: Buffer;

beforeAll(async () => {
  provider = await startProviderStub((path, reply, picture) => {
    if (path === 'gallery/a%20b.jpg') return reply.type('image/jpeg').send(picture);
    if (path === 'page.html') return reply.type('text/html').send('<p>hi</p>');
    if (path === 'elsewhere.jpg') return reply.redirect('http://example.org/x.jpg');
    if (path === 'broken.jpg') return reply.type('image/jpeg').send(Buffer.from('not a jpeg'));
    return reply.code(404).send();
  });
  ({ url: apiBaseUrl, asked, photo } = provider);
});
afterAll(() => provider.close());

// Each test's sites are closed before the next test starts.
const sites: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of sites.splice(0)) await server.close();
});

// The store in this process, as the picture maker runs it (picture-maker.test.ts tests the maker's own process).
async function site(store: Pick<PictureStore, 'get'> = createPictureStore({ resize: resizePicture })) {
  const server = Fastify();
  sites.push(server);
  await server.register(imageRoutes, { apiBaseUrl, store });
  await server.ready();
  return server;
}

describe('GET /img/<width>/<path>', () => {
  it("makes the provider's picture at the width asked, in the best encoding the browser takes", async () => {
    const server = await site();
    const res = await server.inject({ url: '/img/480/gallery/a%20b.jpg', headers: { accept: CHROME_ACCEPT } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers.vary).toBe('Accept');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 480, 320]);
  });

  it('negotiates WebP, then JPEG, from Accept', async () => {
    const server = await site();
    const typeFor = async (accept?: string) =>
      (await server.inject({ url: '/img/160/gallery/a%20b.jpg', headers: accept ? { accept } : {} })).headers[
        'content-type'
      ];
    expect(await typeFor('image/webp,*/*')).toBe('image/webp');
    expect(await typeFor('image/avif;q=0,image/webp')).toBe('image/webp');
    expect(await typeFor('*/*')).toBe('image/jpeg');
    expect(await typeFor()).toBe('image/jpeg');
  });

  it('never enlarges a picture narrower than the width asked', async () => {
    const server = await site();
    const res = await server.inject({ url: '/img/1920/gallery/a%20b.jpg' });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
  });

  it('refuses widths that are not listed', async () => {
    const server = await site();
    for (const w of ['500', '0', '-160', '1e3', 'abc', ''])
      expect((await server.inject({ url: `/img/${w}/gallery/a%20b.jpg` })).statusCode).toBe(400);
    expect((await server.inject({ url: '/img/480' })).statusCode).toBe(400);
  });

  it("refuses paths that leave the provider's image path, and other hosts", async () => {
    asked.length = 0;
    const server = await site();
    for (const path of [
      '../x.jpg',
      'a/%2e%2e/%2e%2e/x.jpg',
      'a%2F..%2F..%2Fx.jpg',
      'a/..%5c..%5cx.jpg',
      '%2e%2e/api/x',
      'a//b.jpg',
      'http://example.org/x.jpg',
      '%00.jpg',
      'a%zz.jpg',
    ])
      // 400 when the URL's own dot segments reach the width.
      expect([400, 404], path).toContain((await server.inject({ url: `/img/480/${path}` })).statusCode);
    // The provider was never asked for any of them.
    expect(asked).toEqual([]);
    // "http:" is a provider path segment like any other: asked of the provider, never of the host.
    await server.inject({ url: '/img/480/http:/example.org/x.jpg' });
    expect(asked).toEqual(['/api/image/http%3A/example.org/x.jpg']);
  });

  it("answers 404 for the provider's 404, a page that is no picture, a picture sharp cannot read; 502 for a redirect", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const server = await site();
    expect((await server.inject({ url: '/img/480/missing.jpg' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/img/480/page.html' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/img/480/broken.jpg' })).statusCode).toBe(404);
    expect((await server.inject({ url: '/img/480/elsewhere.jpg' })).statusCode).toBe(502);
  });

  it('keeps each copy: the provider is asked once, and an ETag answers 304', async () => {
    asked.length = 0;
    const server = await site();
    const url = '/img/320/gallery/a%20b.jpg';
    const [first, second] = await Promise.all([server.inject({ url }), server.inject({ url })]);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    const again = await server.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('Accept');
    await server.inject({ url: '/img/640/gallery/a%20b.jpg' });
    // The original is kept a moment too: another width does not ask the provider again.
    expect(asked).toEqual(['/api/image/gallery/a%20b.jpg']);
  });

  it('is bounded: its cache by bytes, its waiting pictures by number (503 beyond)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const store = createPictureStore({
      cacheBytes: 10,
      inHand: 1,
      maxWaiting: 1,
      fetch: async () => (await gate, photo),
      resize: async () => Buffer.alloc(8, 1),
    });
    const server = await site(store);
    // inject() sends when its answer is first asked for (then): all three are sent at once.
    const asking = [160, 320, 480].map((w) => server.inject({ url: `/img/${w}/gallery/a%20b.jpg` }).then((r) => r));
    // One picture in hand, one waiting: the third is refused while the gate is still shut (were it
    // made to wait instead, it would wait for ever and the test would time out).
    expect((await asking[2]!).statusCode).toBe(503);
    release();
    expect((await Promise.all(asking)).map((r) => r.statusCode)).toEqual([200, 200, 503]);
    // Two copies of 8 bytes do not fit in 10: only the last is kept.
    expect(store.cachedBytes).toBe(8);
  });
});
