// Images, PDFs and their HTTP behaviour.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApi, createTestApi, isJpeg, isWebp } from '../test-helpers.ts';
import { MemoryLru } from '@school/config/file-cache';
import { renderPdf } from './pdf.ts';
import { normalizeImagePath } from './service.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.dispose());

const PHOTO = 'uploads/gallery/2024/annual-sports-meet-2024/03.jpg';
const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('camera photos (DEV_API_PHOTOS=camera)', () => {
  let camera: TestApi;
  beforeAll(async () => {
    camera = await createTestApi({ photos: 'camera' });
  });
  afterAll(() => camera.dispose());

  // Made once: the cache (config/file-cache.test.ts) answers the second ask.
  it("serves every photo as a camera's 3000 x 2000 JPEG of about 4 MB, ignoring ?w= and Accept, the same each time", async () => {
    const ask = () => camera.app.inject({ url: `/api/image/${PHOTO}?w=320`, headers: { accept: 'image/webp,*/*' } });
    const res = await ask();
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers.vary).toBeUndefined();
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([3000, 2000]);
    expect(res.rawPayload.length).toBeGreaterThan(3_000_000);
    expect(res.rawPayload.length).toBeLessThan(6_000_000);
    expect((await ask()).rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe('photos', () => {
  it('serves a photo-sized JPEG at its native size, with immutable caching', async () => {
    const res = await get(`/api/image/${PHOTO}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(isJpeg(res.rawPayload)).toBe(true);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 1067]);
    expect(res.rawPayload.length).toBeGreaterThan(100_000);
    expect(res.rawPayload.length).toBeLessThan(300_000);
  });

  it('resizes with ?w= and is the same picture every time', async () => {
    const a = await get(`/api/image?url=${encodeURIComponent(PHOTO)}&w=320`);
    const b = await get(`/api/image/${PHOTO}?w=320`);
    expect(isJpeg(a.rawPayload)).toBe(true);
    expect((await sharp(a.rawPayload).metadata()).width).toBe(320);
    expect(a.rawPayload.length).toBeLessThan(40_000);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
  });

  it('serves a width between the fixed ones at the next one up (the pages ask for 400)', async () => {
    const res = await get(`/api/image/${PHOTO}?w=400`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
  });

  it('never upscales past the native width', async () => {
    const res = await get('/api/image/uploads/people/principal.jpg?w=3000');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(600);
  });

  it('sends WebP for ?format=webp or an Accept header listing image/webp', async () => {
    const a = await get(`/api/image/${PHOTO}?w=200&format=webp`);
    expect(a.headers['content-type']).toBe('image/webp');
    expect(isWebp(a.rawPayload)).toBe(true);
    const b = await get(`/api/image/${PHOTO}?w=200`, { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' });
    expect(isWebp(b.rawPayload)).toBe(true);
    expect(b.headers.vary).toBe('Accept');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const a = await get(`/api/image/${PHOTO}?w=100`);
    const b = await get(`/api/image/${PHOTO}?w=100`, { 'if-none-match': String(a.headers.etag) });
    expect(b.statusCode).toBe(304);
  });

  // How fast is the benchmark's to say, not a test's.
  it('renders 20 thumbnails at once', async () => {
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => get(`/api/image/uploads/gallery/2023/thumbs/${i}.jpg?w=400`)),
    );
    expect(all.every((r) => r.statusCode === 200 && isJpeg(r.rawPayload))).toBe(true);
  });

  it('accepts encoded path segments, as the client of shared-api sends them', async () => {
    const res = await get('/api/image/my%20photos/a%20b%3F.jpg?w=48');
    expect(res.statusCode).toBe(200);
    expect(isJpeg(res.rawPayload)).toBe(true);
  });

  it('refuses paths that leave the tree and unknown kinds', async () => {
    expect((await get('/api/image?url=../../etc/passwd')).statusCode).toBe(404);
    expect((await get('/api/image/uploads/notes.txt')).statusCode).toBe(404);
    expect((await get('/api/image')).statusCode).toBe(404);
    expect(normalizeImagePath('http://host:4000/api/image/uploads/a.jpg')).toBe('uploads/a.jpg');
    expect(normalizeImagePath('/uploads/a.jpg')).toBe('uploads/a.jpg');
    expect(normalizeImagePath('uploads/../a.jpg')).toBeUndefined();
  });
});

describe('documents', () => {
  it('serves a real PDF for document attachments', async () => {
    const circulars = (await get('/api/circular/all/SMCS01')).json() as { title: string; attachments: string[] }[];
    const first = circulars[0];
    expect(first).toBeDefined();
    const res = await get(`/api/image/${first?.attachments[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('writes a valid cross-reference table', () => {
    const pdf = renderPdf('uploads/docs/circulars/2026/x.pdf', 'Circular No. 3/2026-27: (Test) \u2013 fees');
    const text = pdf.toString('latin1');
    const startxref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(7);
    offsets.forEach((off, i) => expect(text.slice(off).startsWith(`${i + 1} 0 obj\n`)).toBe(true));
    expect(text).toContain('\\(Test\\) - fees');
  });
});

describe('memory cache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const lru = new MemoryLru(10);
    lru.set('a', Buffer.alloc(4));
    lru.set('b', Buffer.alloc(4));
    lru.get('a');
    lru.set('c', Buffer.alloc(4));
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBeDefined();
    expect(lru.size).toBeLessThanOrEqual(10);
  });
});
