import { answerKinds, type AnswerKind } from './answer-kinds.ts';
import { acceptEncoding, type LoadResult } from './measure.ts';
import { BENCH_CPU } from './process-use.ts';
import type { FloodResult, ServerLoadResults } from './results.ts';
import { shape } from './shape.ts';
import type { Check } from './targets.ts';

export type Machine = { cores: number; cpu: string; node: string; os: string; loadAverage: number[] };

export type ServerLoadReport = {
  date: string;
  machine: Machine;
  settings: {
    durationSec: number;
    floodUrls: number;
    floodMaxSec: number;
    shellProcesses: number;
    url?: string;
  };
  totalSec: number;
  skipped: string[];
  results: ServerLoadResults;
  checks: Check[];
};

const ms = (v: number) => (Number.isNaN(v) ? '–' : v.toFixed(1));
const count = (v: number) => Math.round(v).toLocaleString('en-US');
const tally = (counts: Record<string, number | undefined>, name: (key: string) => string = (k) => k) =>
  Object.entries(counts)
    .filter((e): e is [string, number] => Boolean(e[1]))
    .sort(([, a], [, b]) => b - a)
    .map(([k, n]) => `${name(k)} ${count(n)}`)
    .join(', ') || '–';
const cores = (cpu: Record<string, number> | undefined) =>
  Object.entries(cpu ?? {})
    .filter(([, c]) => c >= 0.05)
    .sort(([, a], [, b]) => b - a)
    .map(([name, c]) => `${name} ${c.toFixed(2)}`)
    .join(', ') || '–';

type Row = { what: string; server: string; r: LoadResult };

function rowsOf(results: ServerLoadResults): Row[] {
  const flood = (server: string, f: FloodResult | undefined): Row[] =>
    f
      ? [
          { what: `Flood ${f.flood.label}`, server, r: f.flood },
          { what: `Visitor ${f.visitor.label} meanwhile`, server, r: f.visitor },
        ]
      : [];
  return [
    ...results.cached.map((r) => ({ what: `Cached ${r.label}`, server: 'shell', r })),
    ...(results.fbclid ? [{ what: results.fbclid.label, server: 'shell', r: results.fbclid }] : []),
    ...flood('shell', results.flood),
    ...results.uncached.map((r) => ({ what: `Uncached ${r.label}`, server: 'shell, nothing kept', r })),
    ...(results.varnish
      ? [{ what: `Cached ${results.varnish.cached.label}`, server: 'Varnish', r: results.varnish.cached }]
      : []),
    ...flood('Varnish', results.varnish?.flood),
  ];
}

const connectionsOf = (r: LoadResult) =>
  `${r.connections}${r.ratePerConnection ? ` × ${r.ratePerConnection}/s` : ''}${r.workers ? ` (${r.workers} thread${r.workers === 1 ? '' : 's'})` : ''}`;

const measurementHeader = [
  'Measurement',
  'Server',
  'Connections',
  'Seconds',
  'Requests',
  'Req/s',
  'TTFB p50',
  'TTFB p99',
  'Full p50',
  'Full p99',
  'Statuses',
  'Pages',
  'Cores busy',
];
const measurementRows = (results: ServerLoadResults) =>
  rowsOf(results).map(({ what, server, r }) => [
    what,
    server,
    connectionsOf(r),
    r.durationSec.toFixed(0),
    count(r.requests),
    count(r.rps),
    ms(r.ttfb.p50),
    ms(r.ttfb.p99),
    ms(r.response.p50),
    ms(r.response.p99),
    tally(r.statuses),
    tally(r.answers, (k) => answerKinds[k as AnswerKind]),
    cores(r.cpu),
  ]);

const checkHeader = ['Target', 'Goal', 'Measured', 'Result'];
const checkRows = (checks: Check[]) => checks.map((c) => [c.name, c.target, c.measured, c.result]);

function memoryRows(results: ServerLoadResults): string[][] {
  const m = results.memory;
  if (!m) return [];
  return Object.keys(m.after).map((name) => [name, count(m.before[name] ?? Number.NaN), count(m.after[name]!)]);
}
const memoryHeader = (results: ServerLoadResults) => [
  'Server (with its child processes)',
  'MB before the flood',
  `MB after ${count(results.memory?.urls ?? 0)} new URLs`,
];

const frozenHeader = ['Page', 'Frozen', 'Status', 'Time (ms)', 'Region in the HTML'];
const frozenRows = (results: ServerLoadResults) =>
  results.frozen.map((f) => [
    f.path,
    f.frozen,
    String(f.status),
    count(f.ms),
    f.regionInHtml === undefined ? '(another remote)' : f.regionInHtml ? 'yes' : 'no',
  ]);

export function notesOf(report: ServerLoadReport): string[] {
  const notes: string[] = [];
  for (const { what, server, r } of rowsOf(report.results)) {
    const { [BENCH_CPU]: bench = 0, ...servers } = r.cpu ?? {};
    const serverCores = Object.values(servers).reduce((a, b) => a + b, 0);
    const threads = r.workers ?? 1;
    const known = Object.keys(servers).length > 0;
    if (!r.ratePerConnection && (bench >= 0.85 * threads || (known && bench > serverCores)))
      notes.push(
        `${what} (${server}): ${r.generator ?? 'autocannon'} kept ${bench.toFixed(2)} cores busy with ${threads} thread(s)${known ? `, the servers ${serverCores.toFixed(2)}` : ''}: the load generator, more than the server, is the limit.`,
      );
  }
  const varnish = report.results.varnish?.cached;
  const varnishCores = varnish?.cpu?.varnish;
  if (varnish && varnishCores)
    notes.push(
      `Varnish answered ${count(varnish.rps)} pages/s keeping ${varnishCores.toFixed(2)} cores busy: about ${count(varnish.rps / varnishCores)} a core, were the load generator elsewhere.`,
    );
  return notes;
}

function describe(report: ServerLoadReport): string[] {
  const { machine: m, settings: s } = report;
  return [
    `${m.cores} cores (${m.cpu}), Node ${m.node}, ${m.os}; load average ${m.loadAverage.map((l) => l.toFixed(2)).join(', ')} at the start (other work on the machine shares its cores).`,
    `${s.url ? `The server at ${s.url}` : `The bench's own sites (SHELL_PROCESSES=${s.shellProcesses})`}; ${s.durationSec} s per measurement, the flood until ${count(s.floodUrls)} new URLs or ${s.floodMaxSec} s; ${count(report.totalSec)} s in all.`,
    ...(report.skipped.length ? [`Skipped: ${report.skipped.join('; ')}.`] : []),
  ];
}

function method(): string[] {
  const { cached, flood, visitor, varnish } = shape;
  return [
    `Every request sends \`accept-encoding: ${acceptEncoding}\`. Times in ms: TTFB from writing a request to the end of its response headers, Full to its last byte (autocannon's responseTime). Cached pages, through the shell and through Varnish, are asked by Debian's wrk (${cached.threads} thread, ${varnish.threads} through Varnish), whose own percentiles give the times (no TTFB); the rest by autocannon. Cores busy: each server's processes and the load generator (the bench: autocannon in its process, or wrk) during the measurement, from /proc.`,
    `Uncached: a second site started with \`PAGE_CACHE_MB=0\` and \`REGION_CACHE_MB=0\`, whose shell keeps no pages and whose remotes keep no regions, so every request renders (from the provider's answers its servers share within a page's fresh window, \`PROVIDER_CACHE_MB\`). Flood: ${flood.connections} connections, each request a new \`/SubGallery?id=\` (an album that does not exist: a 404 page rendered each time) or \`/News?q=\` (a declared parameter); meanwhile ${visitor.connections} visitors read the cached /News, at most ${visitor.ratePerConnection} times a second each (autocannon sends a second's requests one after the other, then waits for the next second). Pages: what the answers were, by their Cache-Control (whole: kept 10 s; 404 or degraded: kept 2 s, a region or the provider left to the browser; browser-rendered: the plain page). The memory is read after the flood against the shell, before Varnish is started.`,
  ];
}

// `<new>` would read as an HTML tag.
const escapeMd = (text: string) => text.replaceAll('<', '&lt;');

function markdownTable(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => escapeMd(c).replaceAll('|', '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function renderMarkdown(report: ServerLoadReport): string {
  const { results } = report;
  const sections = [
    `# Server load — ${report.date}`,
    describe(report).join(' '),
    '## Targets',
    markdownTable(
      checkHeader,
      checkRows(report.checks).map((r) => [
        ...r.slice(0, 3),
        { pass: '✅ pass', miss: '❌ miss', skipped: 'skipped' }[r[3] as Check['result']],
      ]),
    ),
    '## Measurements',
    markdownTable(measurementHeader, measurementRows(results)),
  ];
  if (results.memory) sections.push('## Memory', markdownTable(memoryHeader(results), memoryRows(results)));
  if (results.frozen.length) sections.push('## A frozen remote', markdownTable(frozenHeader, frozenRows(results)));
  const notes = notesOf(report);
  sections.push(
    '## How it was measured',
    ...method(),
    ...(notes.length ? ['## Notes', notes.map((n) => `- ${escapeMd(n)}`).join('\n')] : []),
  );
  return `${sections.join('\n\n')}\n`;
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
  const { results } = report;
  const keep = [0, 1, 2, 5, 6, 7, 9, 10, 12];
  const pick = (cells: string[]) => keep.map((i) => cells[i]!);
  return [
    textTable(pick(measurementHeader), measurementRows(results).map(pick)),
    ...(results.memory ? [textTable(memoryHeader(results), memoryRows(results))] : []),
    ...(results.frozen.length ? [textTable(frozenHeader, frozenRows(results))] : []),
    textTable(
      checkHeader,
      checkRows(report.checks).map((r) => [...r.slice(0, 3), r[3] === 'miss' ? 'MISS' : r[3]!]),
    ),
    ...describe(report),
    ...notesOf(report),
  ]
    .join('\n\n')
    .replaceAll('`', '');
}

export const renderJson = (report: ServerLoadReport) => `${JSON.stringify(report, null, 2)}\n`;
