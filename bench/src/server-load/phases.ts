import { performance } from 'node:perf_hooks';
import { siteMap } from '@school/shared-ui/site-map';
import { acceptEncoding, measureLoad, startLoad, type LoadOptions, type LoadResult } from './measure.ts';
import { fbclidPath, floodLabel, floodPath } from './paths.ts';
import { PICTURE_MAKER_ROW, rssMb, watchCpu } from './process-use.ts';
import type { FloodResult, FrozenResult, MemoryResult } from './results.ts';
import { shape } from './shape.ts';
import type { Server } from './sites.ts';
import { measureWithWrk } from './wrk.ts';

export const cachedPaths = [siteMap.news.path, siteMap.home.path, siteMap.gallery.path];
export const visitorPath = siteMap.news.path;

export async function fetchPage(server: Server, path: string): Promise<{ status: number; ms: number; html: string }> {
  const started = performance.now();
  const res = await fetch(new URL(path, server.baseUrl), {
    headers: { 'accept-encoding': acceptEncoding },
    signal: AbortSignal.timeout(10_000),
  });
  const html = await res.text();
  return { status: res.status, ms: performance.now() - started, html };
}

/** So the page is rendered (and, on a caching server, kept) before it is measured. */
export async function warm(server: Server, path: string): Promise<void> {
  const { status } = await fetchPage(server, path);
  if (status !== 200) console.warn(`  warming ${path}: status ${status}`);
}

const summary = (r: LoadResult) =>
  `${Math.round(r.rps).toLocaleString('en-US')} req/s, p99 ${r.response.p99.toFixed(1)} ms, ${
    Object.entries(r.statuses)
      .map(([code, n]) => `${n} × ${code}`)
      .join(', ') || 'no response'
  }${r.errors ? `, ${r.errors} errors` : ''}`;

export async function measure(server: Server, opts: Omit<LoadOptions, 'baseUrl'>): Promise<LoadResult> {
  const cpu = watchCpu(server.pids);
  const result = await measureLoad({ ...opts, baseUrl: server.baseUrl });
  return { ...result, cpu: cpu.stop() };
}

export async function measureCached(
  server: Server,
  durationSec: number,
  { paths = cachedPaths, ...load }: { paths?: string[]; connections: number; threads: number } = shape.cached,
): Promise<LoadResult[]> {
  await warm(server, paths[0]!);
  await measureWithWrk(server, { path: paths[0]!, durationSec: shape.warmupSec, ...load });
  const results: LoadResult[] = [];
  for (const path of paths) {
    await warm(server, path);
    const r = await measureWithWrk(server, { path, durationSec, ...load });
    console.log(`  cached ${path}: ${summary(r)}`);
    results.push(r);
  }
  return results;
}

export async function measureFbclid(server: Server, durationSec: number): Promise<LoadResult> {
  await warm(server, '/');
  const r = await measure(server, {
    path: fbclidPath,
    label: '/?fbclid=<new>',
    durationSec,
    connections: shape.cached.connections,
  });
  console.log(`  /?fbclid=<new>: ${summary(r)}`);
  return r;
}

export async function measureUncached(server: Server, paths: string[], durationSec: number): Promise<LoadResult[]> {
  for (const path of paths) await warm(server, path);
  await measureLoad({ baseUrl: server.baseUrl, path: paths[0]!, durationSec: shape.warmupSec, ...shape.uncached });
  const results: LoadResult[] = [];
  for (const path of paths) {
    const r = await measure(server, { path, durationSec, ...shape.uncached });
    console.log(`  uncached ${path}: ${summary(r)}`);
    results.push(r);
  }
  return results;
}

/** The visitor's times are the ones that matter. */
export async function measureFlood(
  server: Server,
  { durationSec, urls, name }: { durationSec: number; urls?: number; name: string },
): Promise<FloodResult> {
  await warm(server, visitorPath);
  // Asked twice, the page is in the shell's hot set, which the flood cannot evict.
  await warm(server, visitorPath);
  const cpu = watchCpu(server.pids);
  const visitor = startLoad({ baseUrl: server.baseUrl, path: visitorPath, durationSec: 24 * 3600, ...shape.visitor });
  let flood: LoadResult;
  try {
    flood = await measureLoad({
      baseUrl: server.baseUrl,
      path: floodPath,
      label: floodLabel,
      durationSec,
      amount: urls,
      ...shape.flood,
    });
  } finally {
    visitor.stop();
  }
  const use = cpu.stop();
  const result = { flood: { ...flood, cpu: use }, visitor: { ...(await visitor.done), cpu: use } };
  console.log(`  ${name} flood ${floodLabel}: ${summary(result.flood)}`);
  console.log(`  ${name} visitor ${visitorPath} meanwhile: ${summary(result.visitor)}`);
  return result;
}

export async function measureMemory(
  server: Server,
  urls: number,
): Promise<{ flood: FloodResult; memory: MemoryResult }> {
  const before = rssMb(server.pids);
  const flood = await measureFlood(server, { durationSec: shape.floodMaxSec, urls, name: 'shell' });
  const after = rssMb(server.pids);
  const asked = flood.flood.requests;
  console.log(
    `  memory after ${asked.toLocaleString('en-US')} new URLs: shell ${after.shell?.toFixed(0)} MB, its picture maker ${after[PICTURE_MAKER_ROW]?.toFixed(0)} MB`,
  );
  return { flood, memory: { urls: asked, before, after } };
}

/** regionText: a text of its region's HTML (the list's count line). */
export const frozenRemote = { name: siteMap.news.remote, path: siteMap.news.path, regionText: 'Total News' } as const;

/** The page shows the region's text first, so its absence means something. */
export async function measureFrozen(
  server: Server,
  freeze: <T>(use: () => Promise<T>) => Promise<T>,
): Promise<FrozenResult[]> {
  const running = await fetchPage(server, frozenRemote.path);
  if (!running.html.includes(frozenRemote.regionText))
    throw new Error(`${frozenRemote.path} lacks "${frozenRemote.regionText}" even with ${frozenRemote.name} running`);
  return freeze(async () => {
    const results: FrozenResult[] = [];
    for (const path of [frozenRemote.path, siteMap.gallery.path]) {
      const { status, ms, html } = await fetchPage(server, path);
      const own = path === frozenRemote.path;
      results.push({
        path,
        frozen: frozenRemote.name,
        status,
        ms,
        ...(own ? { regionInHtml: html.includes(frozenRemote.regionText) } : {}),
      });
      console.log(`  ${path} with ${frozenRemote.name} frozen: ${status} in ${ms.toFixed(0)} ms`);
    }
    return results;
  });
}
