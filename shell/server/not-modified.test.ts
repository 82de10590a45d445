// The shell's server answering conditional GETs of its pages, in-process: a build of one page
// template and a shell entry, regions from a stand-in.
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime } from '@school/shared-ui/testing';
import { startShellServer } from './shell-server.ts';
import { makeShellBuild } from './testing/shell-build.ts';

const root = makeShellBuild('shell-not-modified', { missing: 'Page not found' });

let server: FastifyInstance;
beforeAll(async () => {
  ({ server } = await startShellServer({
    root,
    port: 0,
    runtimeConfig: testRuntime,
    regions: async (_remote, url) => ({
      html: `<h1>${url.startsWith('/SubGallery') ? 'No such album' : 'News'}</h1>`,
      styles: '',
      data: {},
      meta: url.startsWith('/SubGallery') ? { status: 404 } : {},
      degraded: false,
    }),
  }));
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, ifNoneMatch?: string) =>
  server.inject({ url, headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } });

describe("the shell's pages and If-None-Match", () => {
  it('answer 304 for a page that exists, to its ETag or to *', async () => {
    const first = await get('/News');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, '*']) {
      const again = await get('/News', header);
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('answer a page that does not exist with its 404 and body, even to * (it was a 304)', async () => {
    for (const url of ['/NoSuchPage', '/SubGallery?id=missing']) {
      const res = await get(url, '*');
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<main>');
      expect(res.headers.etag).toBeUndefined();
    }
  });
});
