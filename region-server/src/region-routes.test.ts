import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { buildIdOf } from '@school/config/build-id';
import { parseRegionAnswer, REGION_KEY_HEADER } from '@school/shared-ui/region-protocol';
import * as siteMap from '@school/shared-ui/site-map';
import { regionRoutes } from './region-routes.ts';
import type { RemoteMetrics } from './remote-metrics.ts';

// The matcher, watched through the module's exports: every module that imports it calls it there.
const matchRoute = vi.spyOn(siteMap, 'matchRoute');
afterAll(() => matchRoute.mockRestore());

const runtimeConfig = {
  remotes: { mf_downloads: 'https://downloads.test/mf-manifest.json' },
} as never;

/** A build whose server entry renders the URL it is asked for; /Events waits while a test holds it. */
function buildWith(entry: string) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'region-routes-'));
  mkdirSync(path.join(root, 'server'));
  writeFileSync(path.join(root, 'server/entry.js'), entry);
  return root;
}
const root = buildWith(`
let renders = 0;
export async function render({ url, route, wholeList }) {
  renders += 1;
  if (url.startsWith('/Events')) await globalThis.holdEventsRender?.();
  const status = url.includes('id=missing') ? 404 : undefined;
  const degraded = url.startsWith('/SchoolNotice');
  const list = wholeList && (url.startsWith('/News') || degraded) ? [url] : undefined;
  return { html: '<h1>' + url + '</h1>', styles: '', data: { renders, base: __SCHOOL_ENTRY_URL__, route }, meta: { status }, degraded, ...(list ? { list } : {}) };
}
export async function answer({ url, route }) {
  return route === 'search' ? { asked: url } : undefined;
}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

// The entry is a module of its own: it finds the test's hold on globalThis.
const entryHold = globalThis as { holdEventsRender?: () => Promise<void> };

// Each test's servers are closed before the next test starts.
const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serverWith(
  options: {
    maxRendersInFlight?: number;
    cacheBytes?: number;
    heapHasRoom?: () => boolean;
    metrics?: RemoteMetrics;
    key?: string;
  } = {},
) {
  const server = Fastify();
  servers.push(server);
  await regionRoutes(server, { name: 'mf_downloads', root, runtimeConfig, ...options });
  return server;
}

describe('regionRoutes', () => {
  it("answers a page's region as JSON, rendered once while fresh, with its own Cache-Control", async () => {
    const server = await serverWith();
    const first = await server.inject('/_region/v1/News?year=2024');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    const region = parseRegionAnswer(first.json());
    expect(region.html).toBe('<h1>/News?year=2024</h1>');
    // The entry links its files at the remote's public origin.
    expect(region.data.base).toBe('https://downloads.test/server/entry.js');
    const again = parseRegionAnswer((await server.inject('/_region/v1/News?year=2024')).json());
    expect(again.data.renders).toBe(region.data.renders);
  });

  it('works out the route once a request and hands it to the render', async () => {
    const server = await serverWith({ cacheBytes: 0 });
    matchRoute.mockClear();
    const region = parseRegionAnswer((await server.inject('/_region/v1/newsitem?id=n1')).json());
    expect(region.data.route).toBe('newsItem');
    expect(matchRoute).toHaveBeenCalledTimes(1);
  });

  it('names the build that rendered a region: its entry as it is when the region is rendered', async () => {
    writeFileSync(path.join(root, 'remoteEntry.js'), 'export { built };');
    try {
      const res = await (await serverWith({ cacheBytes: 0 })).inject('/_region/v1/Toppers');
      expect(parseRegionAnswer(res.json()).meta.build).toBe(buildIdOf('export { built };'));
    } finally {
      rmSync(path.join(root, 'remoteEntry.js'));
    }
    const without = await (await serverWith({ cacheBytes: 0 })).inject('/_region/v1/Toppers');
    expect(parseRegionAnswer(without.json()).meta.build).toBeUndefined();
  });

  it('keeps a missing item only briefly', async () => {
    const res = await (await serverWith()).inject('/_region/v1/Circular?id=missing');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ meta: { status: 404 } });
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
  });

  it("refuses a page it does not own, and the kiosk's", async () => {
    const server = await serverWith();
    for (const url of ['/Gallery', '/NoSuchPage', '/HomeKiosk'])
      expect((await server.inject(`/_region/v1${url}`)).statusCode).toBe(404);
  });

  it('refuses at once (503) beyond its renders in flight, and still answers what it holds', async () => {
    const said: string[] = [];
    const metrics: RemoteMetrics = { region: (o) => said.push(o), regionRefused: () => said.push('refused') };
    const server = await serverWith({ maxRendersInFlight: 1, metrics });
    await server.inject('/_region/v1/News');
    // /Events renders until the test lets it go: the second render is asked for while it runs.
    let release = () => {};
    const rendering = new Promise<void>((started) => {
      entryHold.holdEventsRender = () => {
        started();
        return new Promise<void>((resolve) => (release = resolve));
      };
    });
    try {
      const slow = server.inject('/_region/v1/Events').then((r) => r);
      await rendering;
      const busy = await server.inject('/_region/v1/Events?year=2023');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect((await server.inject('/_region/v1/News')).statusCode).toBe(200);
      release();
      expect((await slow).statusCode).toBe(200);
      // What its metrics were told: a miss, another (the slow render), one shed and refused, then a hit.
      expect(said).toEqual(['miss', 'miss', 'shed', 'refused', 'hit']);
    } finally {
      delete entryHold.holdEventsRender;
      release();
    }
  });

  it('starts no render while the heap is past its share, and still answers what it holds', async () => {
    let room = true;
    const server = await serverWith({ heapHasRoom: () => room });
    expect((await server.inject('/_region/v1/News')).statusCode).toBe(200);
    room = false;
    const full = await server.inject('/_region/v1/Events');
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('1');
    expect((await server.inject('/_region/v1/News')).statusCode).toBe(200);
    room = true;
    expect((await server.inject('/_region/v1/Events')).statusCode).toBe(200);
  });

  it('renders every request when told to keep nothing', async () => {
    const server = await serverWith({ cacheBytes: 0 });
    const renders = async () => parseRegionAnswer((await server.inject('/_region/v1/News')).json()).data.renders;
    expect(await renders()).not.toBe(await renders());
  });
});

describe("regionRoutes' page data", () => {
  it("answers a page's JSON twin from the entry's answer, briefly cacheable, its route worked out once", async () => {
    const server = await serverWith();
    matchRoute.mockClear();
    const res = await server.inject('/_data/v1/Search?q=fees');
    expect(matchRoute).toHaveBeenCalledTimes(1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ asked: '/Search?q=fees' });
    expect(res.headers['cache-control']).toBe('public, max-age=30');
  });

  it("answers regions and data only to a request with the shell's key", async () => {
    const key = 'k'.repeat(40);
    const server = await serverWith({ key });
    for (const url of ['/_region/v1/News', '/_data/v1/Search?q=fees']) {
      expect((await server.inject(url)).statusCode, url).toBe(404);
      expect((await server.inject({ url, headers: { [REGION_KEY_HEADER]: 'k'.repeat(39) } })).statusCode, url).toBe(
        404,
      );
      expect((await server.inject({ url, headers: { [REGION_KEY_HEADER]: key } })).statusCode, url).toBe(200);
    }
  });

  it("answers a list page's twin with the whole list its render gave its island", async () => {
    const server = await serverWith();
    const res = await server.inject('/_data/v1/News');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: ['/News'] });
  });

  it('answers 503, never kept, when the render had to go without the provider', async () => {
    const res = await (await serverWith()).inject('/_data/v1/SchoolNotice');
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({ 'cache-control': 'no-store', 'retry-after': '30' });
  });

  it('refuses a page without data, and one it does not own', async () => {
    const server = await serverWith();
    for (const url of ['/HomeWork', '/Gallery?q=x'])
      expect((await server.inject(`/_data/v1${url}`)).statusCode).toBe(404);
  });
});

describe('regionRoutes of a release whose server entry cannot be loaded', () => {
  it('still starts, and refuses every region', async () => {
    const broken = buildWith('this is not JavaScript');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const server = Fastify();
      servers.push(server);
      const { loaded } = await regionRoutes(server, { name: 'mf_downloads', root: broken, runtimeConfig });
      expect(loaded).toBe(false);
      expect((await server.inject('/_region/v1/News')).statusCode).toBe(500);
      expect(error).toHaveBeenCalled();
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});

describe("the entry's kept answers", () => {
  const kept = buildWith(`
export async function render() { return { html: '', styles: '', data: {}, meta: {}, degraded: false }; }
export async function keepAnswersOnDisk(options) {
  globalThis.keptOnDisk.push(['read', options]);
  return { stop: async () => void globalThis.keptOnDisk.push(['written']) };
}`);
  afterAll(() => rmSync(kept, { recursive: true, force: true }));
  const told = globalThis as { keptOnDisk?: unknown[] };

  it('are read from the folder the server is given at start, and written when it closes; none given, memory only', async () => {
    told.keptOnDisk = [];
    const withDir = Fastify();
    const config = { ...(runtimeConfig as object), schoolCode: 'SMCS01' } as never;
    await regionRoutes(withDir, {
      name: 'mf_downloads',
      root: kept,
      runtimeConfig: config,
      keptAnswersDir: '/data/mf',
    });
    expect(told.keptOnDisk).toEqual([['read', { dir: '/data/mf', schoolCode: 'SMCS01' }]]);
    await withDir.close();
    expect(told.keptOnDisk).toEqual([['read', { dir: '/data/mf', schoolCode: 'SMCS01' }], ['written']]);

    told.keptOnDisk = [];
    const inMemory = Fastify();
    await regionRoutes(inMemory, { name: 'mf_downloads', root: kept, runtimeConfig: config });
    await inMemory.close();
    expect(told.keptOnDisk).toEqual([]);
  });
});

describe("the provider's answers the entry's renders share", () => {
  const sharing = buildWith(`
export async function render() { return { html: '', styles: '', data: {}, meta: {}, degraded: false }; }
export function cacheProviderAnswers(options) { globalThis.answersTold.push(options); }`);
  afterAll(() => rmSync(sharing, { recursive: true, force: true }));
  const told = globalThis as { answersTold?: unknown[] };

  it("are turned on with the server's bound (its default when none is given, none at 0) for a page's fresh window", async () => {
    told.answersTold = [];
    for (const providerCacheBytes of [undefined, 0, 4096]) {
      const server = Fastify();
      servers.push(server);
      await regionRoutes(server, { name: 'mf_downloads', root: sharing, runtimeConfig, providerCacheBytes });
    }
    expect(told.answersTold).toEqual([
      { maxBytes: undefined, freshMs: 10_000 },
      { maxBytes: 0, freshMs: 10_000 },
      { maxBytes: 4096, freshMs: 10_000 },
    ]);
  });
});
