// The server load bench's table, for the terminal and for bench/results/server-load.{md,json}.
import type { LoadResult } from './measure.ts';
import type { Check } from './targets.ts';

export type ServerLoadReport = {
  date: string;
  baseUrl: string;
  durationSec: number;
  /** Unmeasured load on the first route before the first measurement. */
  warmupSec: number;
  totalSec: number;
  cached: LoadResult[];
  uncached: LoadResult[];
  checks: Check[];
};

const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
const count = (v: number) => Math.round(v).toLocaleString('en-US');
const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([k, n]) => `${k} ${count(n)}`)
    .join(', ') || '–';

const routeHeader = [
  'Route',
  'Cached req/s',
  'TTFB p50',
  'TTFB p95',
  'TTFB p99',
  'Full p95',
  'Encodings',
  'Uncached req/s',
  'Render p50',
  'Render p95',
  'Statuses',
];

function routeRows(report: ServerLoadReport): string[][] {
  const routes = [...new Set([...report.cached, ...report.uncached].map((r) => r.route))];
  return routes.map((route) => {
    const c = report.cached.find((r) => r.route === route);
    const u = report.uncached.find((r) => r.route === route);
    const statuses: Record<string, number> = {};
    for (const r of [c, u])
      for (const [code, n] of Object.entries(r?.statuses ?? {})) statuses[code] = (statuses[code] ?? 0) + n;
    return [
      route,
      c ? count(c.rps) : '–',
      c ? ms(c.ttfb.p50) : '–',
      c ? ms(c.ttfb.p95) : '–',
      c ? ms(c.ttfb.p99) : '–',
      c ? ms(c.response.p95) : '–',
      c ? tally(c.encodings) : '–',
      u ? count(u.rps) : '–',
      u ? ms(u.ttfb.p50) : '–',
      u ? ms(u.ttfb.p95) : '–',
      tally(statuses),
    ];
  });
}

const checkHeader = ['Target', 'Goal', 'Measured', 'Worst route', 'Result'];
const checkRows = (checks: Check[]) =>
  checks.map((c) => [c.name, c.target, c.measured, c.route || '–', c.pass ? 'pass' : 'MISS']);

function describe(report: ServerLoadReport): string {
  const c = report.cached[0]?.connections ?? 0;
  const u = report.uncached[0]?.connections ?? 0;
  return (
    `${report.baseUrl}, ${report.durationSec} s per measurement, ${report.totalSec} s in all. ` +
    `Cached: ${c} connections on one route at a time, after ${report.warmupSec} s of unmeasured load and one request per route to warm it. Uncached: ${u} connections, a new \`?nocache=\` query on every request, so each is rendered. ` +
    'All requests send `accept-encoding: br, gzip`. Times in ms. TTFB = from writing a request to the end of its response headers; ' +
    "Full = autocannon's responseTime, to the last byte (on loopback with small pages the two are close). Render = uncached TTFB. " +
    "autocannon shares the machine's cores with the server, so these rates are a floor for a server with the machine to itself."
  );
}

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function renderMarkdown(report: ServerLoadReport): string {
  return (
    [
      `# Server load — ${report.date}`,
      describe(report),
      markdownTable(
        checkHeader,
        checkRows(report.checks).map((r) => [...r.slice(0, 4), r[4] === 'pass' ? '✅ pass' : '❌ miss']),
      ),
      markdownTable(
        routeHeader,
        routeRows(report).map(([route, ...rest]) => [`\`${route}\``, ...rest]),
      ),
    ].join('\n\n') + '\n'
  );
}

function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function renderConsole(report: ServerLoadReport): string {
  return [
    textTable(routeHeader, routeRows(report)),
    textTable(checkHeader, checkRows(report.checks)),
    describe(report).replaceAll('`', ''),
  ].join('\n\n');
}

export const renderJson = (report: ServerLoadReport) => `${JSON.stringify(report, null, 2)}\n`;
