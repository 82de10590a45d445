import { KB, type Miss, type RouteOutcome } from './budgets.ts';
import type { RequestRow } from './lhr-metrics.ts';
import type { SkippedRoute } from './routes.ts';
import { CPU_SLOWDOWN, type TapResult } from './first-tap/measure-taps.ts';
import { median, type BuildSummary } from './summary.ts';

export type BenchReport = {
  date: string;
  runsPerRoute: number;
  durationSec: number;
  routes: (RouteOutcome & { url: string; remote: string; misses: Miss[] })[];
  skipped: SkippedRoute[];
  misses: Miss[];
  /** A first tap on a still page, and a navigation (decision record 028): measured on a whole run. */
  taps?: TapResult[];
  navigations?: TapResult[];
};

const pair = (f: BuildSummary | undefined, m: BuildSummary | undefined, show: (s: BuildSummary) => string) =>
  `${f ? show(f) : '–'} / ${m ? show(m) : '–'}`;
const sec = (ms: number) => (ms / 1000).toFixed(2);
const kb = (bytes: number) => (bytes / KB).toFixed(1);
const x = (r: number | undefined) => (r === undefined || Number.isNaN(r) ? '–' : r.toFixed(2));
const ms = (v: number | undefined) => (v === undefined ? '–' : String(Math.round(v)));

const header =
  '| Route | Score F / M | LCP s F / M | TTFB ms F / M | TBT ms F / M | CLS F / M | JS KB gzip F / M | JS KB sent F / M | Requests F / M | JS × | Req × | LCP × | Budgets |\n' +
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |';

function benchIndex(report: BenchReport): string {
  const values = report.routes
    .flatMap((r) => [r.federated?.benchmarkIndex, r.monolith?.benchmarkIndex])
    .filter((v): v is number => v !== undefined);
  return values.length ? String(Math.round(median(values))) : '–';
}

function row(r: BenchReport['routes'][number]): string {
  const { federated: f, monolith: m } = r;
  const cells = [
    `\`${r.path}\``,
    pair(f, m, (s) => String(s.score)),
    pair(f, m, (s) => sec(s.lcp)),
    pair(f, m, (s) => ms(s.ttfb)),
    pair(f, m, (s) => String(Math.round(s.tbt))),
    pair(f, m, (s) => s.cls.toFixed(3)),
    pair(f, m, (s) => kb(s.jsGzip)),
    pair(f, m, (s) => kb(s.jsTransfer)),
    pair(f, m, (s) => String(s.requests)),
    x(r.ratios?.js),
    x(r.ratios?.requests),
    x(r.ratios?.lcp),
    r.misses.length ? `❌ ${r.misses.map((mi) => mi.short).join(', ')}` : '✅',
  ];
  return `| ${cells.join(' | ')} |`;
}

function waterfall(title: string, rows: RequestRow[]): string {
  const lines = rows
    .slice()
    .sort((a, b) => a.start - b.start)
    .map(
      (r) =>
        `${String(r.start).padStart(6)} ${String(r.end).padStart(6)} ${kb(r.transfer).padStart(7)} ${r.type.padEnd(10)} ${r.url.replace(/^https?:\/\/localhost:/, ':')}`,
    );
  return `${title}\n\n\`\`\`\n start    end  KB sent type       url (observed, unthrottled ms)\n${lines.join('\n')}\n\`\`\``;
}

export function renderMarkdown(report: BenchReport): string {
  const parts = [
    `# Performance benchmark — ${report.date}`,
    `Lighthouse 12 (mobile defaults: simulated slow 4G, 4× CPU), median of ${report.runsPerRoute} run(s) per route and build, ` +
      `federated (F) and monolith (M) measured alternately in one run of ${Math.round(report.durationSec / 60)} min, ` +
      `after one unmeasured run of each in the route's fresh browser (a cold browser and a cold server's first render are no visitor's page). ` +
      `Both builds are server-rendered by the shell's server (the monolith from one in-process bundle) and wake in the browser as their islands do (028). ` +
      `TTFB = the document's server response time, request sent to first byte (observed here, not simulated). ` +
      `JS gzip = scripts of the first load gzipped (what a CDN sends), with the code inline in the document (a still page's loader); JS sent = bytes as served here (brotli or gzip, as the servers negotiate). ` +
      `×: ratio federated / monolith. Lighthouse CPU benchmark index of this machine during the run (median): ${benchIndex(report)} ` +
      `(a quiet laptop scores ~1500-2500; below ~1000 the simulated TBT and LCP are inflated).`,
    [header, ...report.routes.map(row)].join('\n'),
  ];
  if (report.skipped.length)
    parts.push(
      `Not measured:\n\n${report.skipped.map((s) => `- \`${s.path}\` (${s.remote}): ${s.reason}`).join('\n')}`,
    );
  parts.push(
    report.misses.length
      ? `## Budgets missed (${report.misses.length})\n\n${report.misses.map((m) => `- \`${m.path}\`: ${m.budget} — measured ${m.actual}`).join('\n')}`
      : '## Budgets\n\nEvery budget is met.',
  );
  if (report.taps || report.navigations) parts.push(firstTaps(report));
  parts.push(lcpBreakdown(report));
  parts.push(causes(report));
  const home = report.routes.find((r) => r.path === '/');
  if (home?.federated) parts.push(waterfall('## First load of / — federated', home.federated.waterfall));
  if (home?.monolith) parts.push(waterfall('## First load of / — monolith', home.monolith.waterfall));
  return `${parts.join('\n\n')}\n`;
}

function firstTaps(report: BenchReport): string {
  const line = (t: TapResult) =>
    `| ${t.label} | ${ms(t.medianMs)} | ${t.runsMs.join(', ') || '–'} | ${t.failed || ''} |`;
  const table = (rows: TapResult[]) =>
    `| What | Median ms | Runs ms | Failed |\n| --- | --- | --- | --- |\n${rows.map(line).join('\n')}`;
  return (
    `## First taps and navigations\n\nIn Chromium with its CPU slowed ${CPU_SLOWDOWN}×, federated build. A first tap is made as soon as the page has ` +
    `loaded, before anything has woken: from the tap's event to the second frame after its answer shows (bench/src/first-tap/taps.ts).\n\n` +
    `${table(report.taps ?? [])}\n\nA navigation between two pages the page cache keeps, at 1366 px: as a document, from the tap to the new page's ` +
    `first contentful paint, or to its activation when Chromium had prerendered it on the hover; in the woken app, from the click to the second frame after the new page's heading.\n\n${table(report.navigations ?? [])}`
  );
}

function lcpBreakdown(report: BenchReport): string {
  const rows = report.routes.flatMap((r) =>
    (['federated', 'monolith'] as const).flatMap((build) => {
      const s = r[build];
      if (!s) return [];
      const b = s.lcpBreakdown;
      const simulated =
        Object.entries(s.lcpPhases)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || '–';
      return [
        `| \`${r.path}\` | ${build === 'federated' ? 'F' : 'M'} | ${ms(b?.ttfb)} | ${ms(b?.loadDelay)} | ${ms(b?.loadDuration)} | ${ms(b?.renderDelay)} | ${simulated} | ${cell(s.lcpElement || '–')} |`,
      ];
    }),
  );
  return (
    `## LCP breakdown\n\nPhases in ms from Lighthouse's LCP breakdown insight (lcp-breakdown-insight): observed in the trace of the real, unthrottled load on this machine, ` +
    `medians of each phase. They add up to the LCP the page had here, not to the simulated LCP of the table (slow 4G, 4× CPU), which the simulated phases split ` +
    `(largest-contentful-paint-element, one run). Load delay and duration are 0 when the LCP element is text. An LCP element marked [footer] is the shell's footer, ` +
    `painted before the page's own content: that route's real content paints later than its LCP says.\n\n` +
    `| Route | Build | TTFB | Load delay | Load duration | Render delay | Simulated phases | LCP element |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n${rows.join('\n')}`
  );
}

const short = (url: string) =>
  url.replace(/^https?:\/\/localhost:/, ':').replace(/_virtual_mf___mfe_internal__\w+?__mf_owner__\d+__/, '…');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').slice(0, 80);

function causes(report: BenchReport): string {
  const rows = report.routes
    .filter((r) => r.federated)
    .map((r) => {
      const f = r.federated!;
      const shifts = f.shifts.map((s) => `${cell(s.element)} (${s.score.toFixed(3)})`).join('; ') || '–';
      const scripts =
        f.scriptTime
          .slice(0, 3)
          .map((s) => `${cell(short(s.url))} ${s.ms}`)
          .join('; ') || '–';
      return `| \`${r.path}\` | ${shifts} | ${scripts} |`;
    });
  return `## Causes (federated, typical run)\n\n| Route | Layout shifts (CLS share) | Main-thread time by script (ms, simulated) |\n| --- | --- | --- |\n${rows.join('\n')}`;
}

/** The committed latest.json leaves the waterfalls out. */
export function renderJson(report: BenchReport, { waterfalls }: { waterfalls: boolean }): string {
  const strip = (s: BuildSummary | undefined) => (s && !waterfalls ? { ...s, waterfall: undefined } : s);
  const routes = report.routes.map((r) => ({ ...r, federated: strip(r.federated), monolith: strip(r.monolith) }));
  return `${JSON.stringify({ ...report, routes }, null, 2)}\n`;
}

export function renderConsole(report: BenchReport): string {
  const md = renderMarkdown(report);
  return md.split('\n## Causes')[0]!;
}
