// The shell's server for whoever runs it, in-process: health, metrics, access lines and the request
// id it hands to the remotes. A build of one page template and a shell entry; one remote stands in
// (it records what it was sent), another cannot be reached.
import Fastify, { type FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testRuntime } from '@school/shared-ui/testing';
import { startShellServer } from './shell-server.ts';
import { makeShellBuild } from './testing/shell-build.ts';

const root = makeShellBuild('shell-ops');

let shell: FastifyInstance;
let remote: FastifyInstance;
const registry = new Registry();
const lines: { msg: string; reqId?: string; kind?: string }[] = [];
const askedWith: (string | undefined)[] = [];

beforeAll(async () => {
  remote = Fastify();
  remote.get('/_region/v1/*', async (req) => {
    askedWith.push(req.headers['x-request-id'] as string | undefined);
    return { html: '<h1>News</h1>', styles: '', data: {}, meta: {}, degraded: false };
  });
  const remoteAt = await remote.listen({ port: 0, host: '127.0.0.1' });
  ({ server: shell } = await startShellServer({
    root,
    port: 0,
    runtimeConfig: {
      ...testRuntime,
      remotes: {
        ...testRuntime.remotes,
        mf_downloads: `${remoteAt}/mf-manifest.json`,
        mf_gallery: 'http://127.0.0.1:1/mf-manifest.json',
      },
    },
    metrics: registry,
    log: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
  }));
});
afterAll(async () => {
  await shell.close();
  await remote.close();
  rmSync(root, { recursive: true, force: true });
});

const count = async (name: string, labels: Record<string, string>) => {
  const metric = await registry.getSingleMetric(name)!.get();
  const match = metric.values.find((v) => Object.entries(labels).every(([k, value]) => v.labels[k] === value));
  return match?.value ?? 0;
};

describe("the shell's server for whoever runs it", () => {
  it('is live, and ready while its session store is (memory here)', async () => {
    expect((await shell.inject('/_health/live')).statusCode).toBe(200);
    const ready = await shell.inject('/_health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { sessionStore: 'ok', namedFiles: 'ok' } });
  });

  // Each test asks for a page of its own: in any order, none finds another's page held.
  it("hands a page's request id to the remote it asks for the region, and logs the page under it", async () => {
    askedWith.splice(0);
    const res = await shell.inject({ url: '/News?year=2021', headers: { 'x-request-id': 'visit-1' } });
    expect(res.statusCode).toBe(200);
    expect(askedWith).toEqual(['visit-1']);
    expect(lines.find((l) => l.msg === 'request' && l.reqId === 'visit-1')).toMatchObject({ kind: 'page' });
  });

  it('counts page cache misses and hits, and requests by kind', async () => {
    const before = {
      miss: await count('school_page_cache_total', { result: 'miss' }),
      hit: await count('school_page_cache_total', { result: 'hit' }),
      pages: await count('school_http_requests_total', { kind: 'page', status: '200' }),
      hot: await count('school_page_cache_pages', { segment: 'hot' }),
    };
    await shell.inject('/News?year=2022');
    await shell.inject('/News?year=2022');
    expect(await count('school_page_cache_total', { result: 'miss' })).toBe(before.miss + 1);
    expect(await count('school_page_cache_total', { result: 'hit' })).toBe(before.hit + 1);
    expect(await count('school_http_requests_total', { kind: 'page', status: '200' })).toBe(before.pages + 2);
    // Asked again while held: the page joined the hot set.
    expect(await count('school_page_cache_pages', { segment: 'hot' })).toBe(before.hot + 1);
    expect(await count('school_page_cache_bytes', { segment: 'hot' })).toBeGreaterThan(0);
  });

  it('counts a region left to the browser, by remote', async () => {
    expect((await shell.inject('/Gallery')).statusCode).toBe(200);
    expect(await count('school_regions_left_to_browser_total', { remote: 'mf_gallery' })).toBe(1);
  });

  it('counts a sign-in refused, by reason', async () => {
    const res = await shell.inject({
      method: 'POST',
      url: '/session',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(await count('school_sign_in_refusals_total', { reason: 'cross-site' })).toBe(1);
  });
});
