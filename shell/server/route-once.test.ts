// One request to the shell's server matches its path against the site map once, however many parts
// (the page key, the renderer, the region asked for, the head's feeds) need its route.
import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as siteMap from '@school/shared-ui/site-map';
import { testRuntime } from '@school/shared-ui/testing';
import { startShellServer } from './shell-server.ts';
import { makeShellBuild } from './testing/shell-build.ts';

const root = makeShellBuild('shell-route-once', { missing: 'Page not found' });

// The matcher, watched through the module's exports: every module that imports it calls it there.
const matchRoute = vi.spyOn(siteMap, 'matchRoute');
const regions = vi.fn(async () => ({ html: '<h1>News</h1>', styles: '', data: {}, meta: {}, degraded: false }));
let server: FastifyInstance;
beforeAll(async () => {
  // Nothing kept: every request is a miss that renders.
  ({ server } = await startShellServer({ root, port: 0, runtimeConfig: testRuntime, regions, cacheBytes: 0 }));
});
afterAll(async () => {
  matchRoute.mockRestore();
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the shell's route of a request", () => {
  it('is worked out once on a miss, and the page, its key and its region all follow it', async () => {
    for (const [url, key] of [
      ['/News?utm_source=x&year=2024', '/News?year=2024'],
      ['/', '/'],
    ]) {
      matchRoute.mockClear();
      regions.mockClear();
      const res = await server.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>News</h1>');
      expect(regions, url).toHaveBeenCalledWith(expect.any(String), key, expect.any(AbortSignal));
      expect(matchRoute, url).toHaveBeenCalledTimes(1);
    }
  });

  it('is worked out once for another spelling of a page, which is sent to its address', async () => {
    matchRoute.mockClear();
    const res = await server.inject({ url: '/news/?year=2024' });
    expect(res.statusCode).toBe(301);
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });

  it('is worked out once for a path that is no page', async () => {
    matchRoute.mockClear();
    const res = await server.inject({ url: '/NoSuchPage?x=1' });
    expect(res.statusCode).toBe(404);
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });
});
