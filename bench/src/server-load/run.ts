// pnpm bench:server: load the shell's running server on loopback with autocannon. Cached: 50
// connections per route; uncached: 4 connections, each request a new query, so each is rendered.
// Prints the table, writes bench/results/server-load.{json,md}, exits 1 if a target is missed.
// Start the server first; this measures whatever answers at --url.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseServerLoadArgs } from './args.ts';
import { acceptEncoding, measureLoad, type LoadResult } from './measure.ts';
import { renderConsole, renderJson, renderMarkdown, type ServerLoadReport } from './report.ts';
import { checkTargets } from './targets.ts';

const cachedConnections = 50;
const uncachedConnections = 4;

let args: ReturnType<typeof parseServerLoadArgs>;
try {
  args = parseServerLoadArgs(process.argv.slice(2));
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const { baseUrl, routes, durationSec } = args;
const started = Date.now();

async function warm(route: string): Promise<void> {
  const url = new URL(route, baseUrl).href;
  try {
    const res = await fetch(url, { headers: { 'accept-encoding': acceptEncoding } });
    await res.arrayBuffer();
    if (res.status !== 200) console.warn(`  warming ${route}: status ${res.status}`);
  } catch (e) {
    console.error(
      `No answer from ${url} (${(e as Error).cause ?? (e as Error).message}). Start the shell's server first, or pass --url.`,
    );
    process.exit(2);
  }
}

const line = (r: LoadResult) =>
  `${Math.round(r.rps)} req/s, TTFB p95 ${r.ttfb.p95.toFixed(1)} ms, ${
    Object.entries(r.statuses)
      .map(([code, n]) => `${n} × ${code}`)
      .join(', ') || 'no response'
  }${r.errors ? `, ${r.errors} errors` : ''}`;

const warmupSec = 2;
console.log(
  `Server load on ${baseUrl}: ${routes.length} route(s), ${durationSec} s each cached and uncached (about ${warmupSec + 2 * routes.length * durationSec} s).`,
);
// Without it the first route measures the JIT of the server and of autocannon, not the route.
await warm(routes[0]!);
await measureLoad({ baseUrl, route: routes[0]!, connections: cachedConnections, durationSec: warmupSec });
const cached: LoadResult[] = [];
for (const route of routes) {
  await warm(route);
  const r = await measureLoad({ baseUrl, route, connections: cachedConnections, durationSec });
  console.log(`  cached   ${route}: ${line(r)}`);
  cached.push(r);
}
const uncached: LoadResult[] = [];
for (const route of routes) {
  const r = await measureLoad({ baseUrl, route, connections: uncachedConnections, durationSec, unique: true });
  console.log(`  uncached ${route}: ${line(r)}`);
  uncached.push(r);
}

const report: ServerLoadReport = {
  date: new Date(started).toISOString(),
  baseUrl,
  durationSec,
  warmupSec,
  totalSec: Math.round((Date.now() - started) / 1000),
  cached,
  uncached,
  checks: checkTargets(cached, uncached),
};
const resultsDir = path.resolve(import.meta.dirname, '../../results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'server-load.json'), renderJson(report));
writeFileSync(path.join(resultsDir, 'server-load.md'), renderMarkdown(report));
console.log(`\n${renderConsole(report)}\n\nWritten: bench/results/server-load.{md,json}`);

const misses = report.checks.filter((c) => !c.pass);
if (misses.length) {
  console.error(
    `\n${misses.length} target(s) missed: ${misses.map((c) => `${c.name} (${c.measured}${c.route ? ` on ${c.route}` : ''})`).join('; ')}`,
  );
  process.exit(1);
}
