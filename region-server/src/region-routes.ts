// A remote's region server (decision record 022): the remote's own deployment renders its pages'
// regions with its server entry, in its own process, and answers them to the shell over HTTP.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemoteName } from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { ENTRY_URL_NAME, SERVER_ENTRY_PATH } from '@school/config/server-build';
import {
  DATA_PATH,
  dataPageUrlOf,
  pageUrlOf,
  REGION_KEY_HEADER,
  REGION_PATH,
  regionRuntime,
  type PageDataAnswerer,
} from '@school/shared-ui/region-protocol';
import { heapHasRoomFor } from '@school/shared-ui/heap-room';
import type {
  cacheProviderAnswers as cacheAnswers,
  keepAnswersOnDisk as keepOnDisk,
  RegionRenderer,
} from '@school/shared-ui/server';
import { matchRoute, type RouteName } from '@school/shared-ui/site-map';
import { keyCheck } from '@school/config/server-ops/shared-key';
import { currentBuild } from '@school/config/build-id';
import { cacheControlFor, defaultWindows } from '@school/config/cache-windows';
import { createRegionCache } from './region-cache.ts';
import type { RemoteMetrics } from './remote-metrics.ts';

type KeepAnswersOnDisk = typeof keepOnDisk;
type CacheProviderAnswers = typeof cacheAnswers;
type Entry = {
  render: RegionRenderer;
  answer?: PageDataAnswerer | undefined;
  keepAnswersOnDisk?: KeepAnswersOnDisk | undefined;
  cacheProviderAnswers?: CacheProviderAnswers | undefined;
};

export type RegionRoutesOptions = {
  name: RemoteName;
  /** The remote's build (dist/), holding server/entry.js. */
  root: string;
  runtimeConfig: RuntimeConfig;
  /** How long a render waits for the provider (ms). */
  dataDeadlineMs?: number;
  /** Where the entry keeps the provider's last good answers across a restart; default memory only. */
  keptAnswersDir?: string | undefined;
  /** The rendered regions kept (bytes); 0 keeps none. */
  cacheBytes?: number;
  /** The provider's answers its renders share within a page's fresh window (bytes); 0 keeps none. */
  providerCacheBytes?: number | undefined;
  /** Renders at once; beyond them a request is refused at once (503) and the shell leaves the region to the browser. */
  maxRendersInFlight?: number;
  /** Whether a render may start: not while the heap is past the share renders may fill (the same refusal). */
  heapHasRoom?: () => boolean;
  metrics?: RemoteMetrics | undefined;
  /** The build its dist holds now (config/build-id.ts); default read from `root`. */
  build?: () => string | undefined;
  /** Regions and data answer only a request that carries it (the shell's server); none: anyone (tests, a remote alone). */
  key?: string | undefined;
};

function onlyWithKey(key: string | undefined) {
  const carriesKey = keyCheck(key);
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (carriesKey && !carriesKey(req.headers[REGION_KEY_HEADER]))
      return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'Not found' });
  };
}

/** Loads this build's server entry; its files are linked at the remote's public origin. */
async function loadEntry(root: string, manifestUrl: string): Promise<Entry> {
  // The entry names its assets relative to its own public URL (config/server-build.ts).
  (globalThis as Record<string, unknown>)[ENTRY_URL_NAME] = new URL(SERVER_ENTRY_PATH, manifestUrl).href;
  const mod = (await import(pathToFileURL(path.join(root, SERVER_ENTRY_PATH)).href)) as Partial<Entry>;
  if (typeof mod.render !== 'function') throw new Error(`${root}: the server entry exports no render()`);
  const exported = <F>(f: F | undefined) => (typeof f === 'function' ? f : undefined);
  return {
    render: mod.render,
    answer: exported(mod.answer),
    // An older release's entry may not export these: its answers stay in memory, asked anew by each render.
    keepAnswersOnDisk: exported(mod.keepAnswersOnDisk),
    cacheProviderAnswers: exported(mod.cacheProviderAnswers),
  };
}

/** Whether the server entry was loaded (the remote's readiness). */
export async function regionRoutes(server: FastifyInstance, opts: RegionRoutesOptions): Promise<{ loaded: boolean }> {
  const { name, runtimeConfig, dataDeadlineMs = 1000, maxRendersInFlight = 8, metrics } = opts;
  const heapHasRoom = opts.heapHasRoom ?? (() => heapHasRoomFor(0));
  // A release whose server entry cannot be loaded still serves its files: every region is then
  // refused, and the shell leaves it to the browser.
  let loaded = true;
  const { render, answer, keepAnswersOnDisk, cacheProviderAnswers } = await loadEntry(
    opts.root,
    runtimeConfig.remotes[name],
  ).catch((error: unknown): Entry => {
    loaded = false;
    console.error(`[${name}] the server entry cannot be loaded; regions are left to the browser:`, error);
    return { render: () => Promise.reject(new Error(`${name}'s server entry could not be loaded`)) };
  });
  cacheProviderAnswers?.({ maxBytes: opts.providerCacheBytes, freshMs: defaultWindows.freshMs });
  if (opts.keptAnswersDir && keepAnswersOnDisk) {
    const kept = await keepAnswersOnDisk({ dir: opts.keptAnswersDir, schoolCode: runtimeConfig.schoolCode });
    server.addHook('onClose', () => kept.stop());
  }
  const runtime = regionRuntime(runtimeConfig);
  // Read per render, not per request: a page names the build its region was rendered with.
  const build = opts.build ?? currentBuild(opts.root);
  let inFlight = 0;
  const mayRender = () => inFlight < maxRendersInFlight && heapHasRoom();
  /** Every render, for a region or a page's JSON twin, counts against the same bound. */
  async function counted<T>(work: () => Promise<T>): Promise<T> {
    inFlight += 1;
    try {
      return await work();
    } finally {
      inFlight -= 1;
    }
  }
  const regions = createRegionCache({
    maxBytes: opts.cacheBytes,
    onOutcome: metrics?.region,
    render: (url, route) =>
      counted(async () => {
        const region = await render({ url, route, runtime, dataDeadlineMs });
        const id = build();
        return id ? { ...region, meta: { ...region.meta, build: id } } : region;
      }),
  });

  const guard = onlyWithKey(opts.key);
  server.get(`${REGION_PATH}/*`, { onRequest: guard }, async (req, reply) => {
    const url = pageUrlOf(req.url) ?? '/';
    const route = matchRoute(url);
    if (!route || route.remote !== name || route.bare)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: `${name} has no region for ${url}` });
    const region = await regions.get(url, route.name, mayRender);
    if (!region) {
      metrics?.regionRefused();
      return reply.code(503).header('Retry-After', '1').header('Cache-Control', 'no-store').send({ error: 'busy' });
    }
    const status = region.meta.status ?? 200;
    return reply
      .header('Cache-Control', cacheControlFor({ status, degraded: region.degraded }))
      .type('application/json')
      .send(region.json);
  });

  // A page's JSON twin (the search's results, a long list's items): kept briefly by the shell's
  // visitors and caches, never here.
  server.get(`${DATA_PATH}/*`, { onRequest: guard }, async (req, reply) => {
    const url = dataPageUrlOf(req.url) ?? '/';
    const route = matchRoute(url);
    const ours = route?.remote === name && !route.bare;
    const answered = ours && answer ? await answer({ url, route: route.name, runtime, dataDeadlineMs }) : undefined;
    const body = answered ?? (ours ? await wholeListOf(url, route.name) : undefined);
    if (body === 'busy' || body === 'unanswered')
      return reply
        .code(503)
        .header('Retry-After', body === 'busy' ? '1' : '30')
        .header('Cache-Control', 'no-store')
        .send({ error: body });
    if (body === undefined)
      return reply
        .code(404)
        .header('Cache-Control', 'no-store')
        .send({ error: `${name} has no data for ${url}` });
    return reply.header('Cache-Control', 'public, max-age=30').type('application/json').send(JSON.stringify(body));
  });

  /** The page rendered as for the browser, for the whole list its island is given (use-list-for-island.ts). */
  async function wholeListOf(url: string, route: RouteName) {
    if (!mayRender()) return 'busy';
    const region = await counted(() => render({ url, route, runtime, dataDeadlineMs, wholeList: true }));
    if (region.unanswered || region.degraded) return 'unanswered';
    return region.list ? { items: region.list } : undefined;
  }
  return { loaded };
}
