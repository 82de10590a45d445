import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, apiHandlers, createTestClient, endpointPattern, failingHandler, setupApi } from '../testing/index.ts';
import { ApiError } from './api-error.ts';
import { buildImageSrcSet, buildImageUrl } from './image-urls.ts';

const { server } = setupApi();

describe('imageUrl', () => {
  const client = createTestClient();

  it('builds an absolute URL under /api/image/', () => {
    expect(client.imageUrl('uploads/news/a.jpg')).toBe(`${apiBase}/api/image/uploads/news/a.jpg`);
    expect(client.imageUrl('/uploads/a.jpg')).toBe(`${apiBase}/api/image/uploads/a.jpg`);
  });

  it('adds ?w= for a width', () => {
    expect(client.imageUrl('a.jpg', { width: 480 })).toBe(`${apiBase}/api/image/a.jpg?w=480`);
    expect(client.imageUrl('a.jpg', { width: 0 })).toBe(`${apiBase}/api/image/a.jpg`);
  });

  it('returns absolute http(s) URLs unchanged', () => {
    expect(client.imageUrl('https://cdn.example.org/x.jpg', { width: 100 })).toBe('https://cdn.example.org/x.jpg');
    expect(client.imageUrl('HTTP://cdn.example.org/x.jpg')).toBe('HTTP://cdn.example.org/x.jpg');
  });

  it('encodes each segment once', () => {
    expect(client.imageUrl('my photos/a b?.jpg')).toBe(`${apiBase}/api/image/my%20photos/a%20b%3F.jpg`);
    expect(client.imageUrl('my%20photos/a.jpg')).toBe(`${apiBase}/api/image/my%20photos/a.jpg`);
  });

  it('is empty for an empty path and tolerates a trailing slash in the base', () => {
    expect(client.imageUrl('  ')).toBe('');
    expect(buildImageUrl('http://api.test/', 'a.jpg')).toBe('http://api.test/api/image/a.jpg');
  });
});

describe('pictures through the site image endpoint', () => {
  const client = createTestClient({ images: '/img' });

  it('asks the endpoint for the next listed width up', () => {
    expect(client.imageUrl('uploads/a b.jpg', { width: 400 })).toBe('/img/480/uploads/a%20b.jpg');
    expect(client.imageUrl('a.jpg', { width: 5000 })).toBe('/img/1920/a.jpg');
  });

  it('keeps files (no width) at the provider', () => {
    expect(client.imageUrl('docs/a.pdf')).toBe(`${apiBase}/api/image/docs/a.pdf`);
  });

  it("takes the provider's absolute picture URLs in, and leaves other hosts alone", () => {
    expect(client.imageUrl(`${apiBase}/api/image/g/a.jpg`, { width: 300 })).toBe('/img/320/g/a.jpg');
    expect(client.imageUrl('https://cdn.example.org/x.jpg', { width: 300 })).toBe('https://cdn.example.org/x.jpg');
  });

  it('lists every width up to the largest the layout needs', () => {
    expect(client.imageSrcSet('a.jpg', 400)).toBe('/img/160/a.jpg 160w, /img/320/a.jpg 320w, /img/480/a.jpg 480w');
    expect(buildImageSrcSet('http://api.test', 'a.jpg', 320)).toBe(
      'http://api.test/api/image/a.jpg?w=160 160w, http://api.test/api/image/a.jpg?w=320 320w',
    );
  });
});

describe('downloadImage', () => {
  it('fetches /api/image?url= as a Blob', async () => {
    let reference: string | null = null;
    server.use(
      http.get(endpointPattern('imageByQuery'), ({ request }) => {
        reference = new URL(request.url).searchParams.get('url');
        return new HttpResponse(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } });
      }),
    );
    const blob = await createTestClient().downloadImage('tc/A 1001.jpg');
    expect(reference).toBe('tc/A 1001.jpg');
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('works with the default handlers', async () => {
    server.use(...apiHandlers());
    expect((await createTestClient().downloadImage('x')).size).toBeGreaterThan(0);
  });

  it('rejects a 404 with the JSON message read from the bytes', async () => {
    server.use(...failingHandler('imageByQuery', 404));
    const err = await createTestClient()
      .downloadImage('missing')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'http', status: 404, message: 'Failed with 404' });
  });

  it('rejects a network error', async () => {
    server.use(...failingHandler('imageByQuery', 'network'));
    await expect(createTestClient().downloadImage('x')).rejects.toMatchObject({ kind: 'network' });
  });
});
