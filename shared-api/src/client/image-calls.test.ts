import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiBase, apiHandlers, createTestClient, endpointPattern, failingHandler, setupApi } from '../testing/index.ts';
import { ApiError } from './api-error.ts';
import { buildImageUrl } from './image-calls.ts';

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
