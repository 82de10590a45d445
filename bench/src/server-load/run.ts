// pnpm bench:server. --url measures a running server instead, without the phases that start processes.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseStartSettings } from '@school/config/start-settings';
import { siteMap } from '@school/shared-ui/site-map';
import { readSettings } from '../settings.ts';
import { parseServerLoadArgs, type ServerLoadArgs } from './args.ts';
import { albumPathIn } from './paths.ts';
import {
  cachedPaths,
  fetchPage,
  frozenRemote,
  measureCached,
  measureFbclid,
  measureFlood,
  measureFrozen,
  measureMemory,
  measureUncached,
} from './phases.ts';
import { renderConsole, renderJson, renderMarkdown, type ServerLoadReport } from './report.ts';
import type { ServerLoadResults } from './results.ts';
import { shape } from './shape.ts';
import { interrupted, stopEverything, stopOnSignals, withFrozen, withSite, withVarnish, type Server } from './sites.ts';
import { checkTargets } from './targets.ts';

let args: ServerLoadArgs;
let portBase: number;
let shellProcesses: number;
try {
  args = parseServerLoadArgs(process.argv.slice(2));
  portBase = readSettings().portBase;
  shellProcesses = parseStartSettings({ SHELL_PROCESSES: process.env.SHELL_PROCESSES }).shellProcesses;
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const { baseUrl, durationSec, floodUrls } = args;
const started = Date.now();
const loadAverage = os.loadavg();
const uncachedPortBase = portBase + 10;

async function albumPath(server: Server): Promise<string> {
  const { html } = await fetchPage(server, '/sitemap.xml');
  const album = albumPathIn(html);
  if (!album) throw new Error(`${server.baseUrl}/sitemap.xml lists no album`);
  return album;
}

async function measureCachingShell(server: Server, results: ServerLoadResults): Promise<void> {
  results.cached = await measureCached(server, durationSec);
  results.fbclid = await measureFbclid(server, durationSec);
}

async function measureAll(results: ServerLoadResults): Promise<string[]> {
  if (baseUrl) {
    const server = { baseUrl, pids: {} };
    await fetchPage(server, '/').catch((e: unknown) => {
      throw new Error(`No answer from ${baseUrl} (${(e as Error).cause ?? (e as Error).message}).`);
    });
    await measureCachingShell(server, results);
    results.flood = await measureFlood(server, { durationSec: shape.floodMaxSec, urls: floodUrls, name: 'shell' });
    return ['renders, memory, Varnish and a frozen remote (--url: the bench starts no processes)'];
  }

  console.log('Site keeping no pages or regions (PAGE_CACHE_MB=0, REGION_CACHE_MB=0): renders, and a frozen remote');
  await withSite(uncachedPortBase, { PAGE_CACHE_MB: '0', REGION_CACHE_MB: '0' }, async (site, server) => {
    const routes = [siteMap.home.path, siteMap.news.path, siteMap.gallery.path, await albumPath(server)];
    results.uncached = await measureUncached(server, routes, durationSec);
    const pid = site.pidOf(frozenRemote.name);
    if (!pid) throw new Error(`${frozenRemote.name} is not running`);
    results.frozen = await measureFrozen(server, (use) => withFrozen(pid, use));
  });

  console.log('Site with its caches: cached pages, a flood, memory, then Varnish in front');
  await withSite(portBase, {}, async (_site, server) => {
    await measureCachingShell(server, results);
    const { flood, memory } = await measureMemory(server, floodUrls);
    results.flood = flood;
    results.memory = memory;
    await withVarnish(server, async (_varnish, throughVarnish) => {
      const cached = await measureCached(throughVarnish, durationSec, { paths: [cachedPaths[0]!], ...shape.varnish });
      const varnishFlood = await measureFlood(throughVarnish, { durationSec: 2 * durationSec, name: 'Varnish' });
      results.varnish = { cached: cached[0]!, flood: varnishFlood };
    });
  });
  return [];
}

stopOnSignals();
const results: ServerLoadResults = { cached: [], uncached: [], frozen: [] };
const estimateSec = baseUrl
  ? 4 * durationSec + shape.floodMaxSec
  : 20 + (4 + 3 + 1 + 1 + 2) * durationSec + shape.floodMaxSec;
console.log(
  `Server load: ${durationSec} s per measurement, a flood of ${floodUrls.toLocaleString('en-US')} new URLs (at most ${shape.floodMaxSec} s); at most about ${Math.ceil(estimateSec / 60)} min.`,
);
let skipped: string[];
try {
  skipped = await measureAll(results);
} catch (error) {
  if (!interrupted()) console.error(`\nThe bench stopped: ${(error as Error).stack ?? String(error)}`);
  await stopEverything();
  process.exit(interrupted() ? 130 : 2);
}

const cpu = os.cpus();
const report: ServerLoadReport = {
  date: new Date(started).toISOString(),
  machine: {
    cores: cpu.length,
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    node: process.version,
    os: `${os.platform()} ${os.release()}`,
    loadAverage,
  },
  settings: {
    durationSec,
    floodUrls,
    floodMaxSec: shape.floodMaxSec,
    shellProcesses,
    ...(baseUrl ? { url: baseUrl } : {}),
  },
  totalSec: Math.round((Date.now() - started) / 1000),
  skipped,
  results,
  checks: checkTargets(results),
};
const resultsDir = path.resolve(import.meta.dirname, '../../results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'server-load.json'), renderJson(report));
writeFileSync(path.join(resultsDir, 'server-load.md'), renderMarkdown(report));
console.log(`\n${renderConsole(report)}\n\nWritten: bench/results/server-load.{md,json}`);

const misses = report.checks.filter((c) => c.result === 'miss');
if (misses.length) {
  console.error(`\n${misses.length} target(s) missed: ${misses.map((c) => `${c.name} (${c.measured})`).join('; ')}`);
  process.exit(1);
}
