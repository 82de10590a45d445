import type { LcpBreakdown, RequestRow, RunMetrics } from './lhr-metrics.ts';

export type Measured = RunMetrics & { jsGzip: number };

export type BuildSummary = {
  runs: number;
  errors: string[];
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  /** Each run's, in order: one slow task on a shared machine moves a run by hundreds of ms. */
  tbtRuns: number[];
  cls: number;
  si: number;
  ttfb: number | undefined;
  lcpBreakdown: LcpBreakdown | undefined;
  jsGzip: number;
  jsTransfer: number;
  requests: number;
  compressionSavings: number;
  lcpElement: string;
  lcpPhases: Record<string, number>;
  shifts: RunMetrics['shifts'];
  scriptTime: RunMetrics['scriptTime'];
  benchmarkIndex: number;
  waterfall: RequestRow[];
};

export type Ratios = { js: number; requests: number; lcp: number };

export function median(values: number[]): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const numericKeys = [
  'score',
  'fcp',
  'lcp',
  'tbt',
  'cls',
  'si',
  'jsGzip',
  'jsTransfer',
  'requests',
  'benchmarkIndex',
] as const;

const medianOrNone = (values: (number | undefined)[]) => {
  const known = values.filter((v): v is number => v !== undefined);
  return known.length ? median(known) : undefined;
};

function medianBreakdown(runs: Measured[]): LcpBreakdown | undefined {
  const known = runs.flatMap((r) => (r.lcpBreakdown ? [r.lcpBreakdown] : []));
  if (!known.length) return undefined;
  const phases = ['ttfb', 'loadDelay', 'loadDuration', 'renderDelay'] as const;
  return Object.fromEntries(phases.map((p) => [p, median(known.map((b) => b[p]))])) as LcpBreakdown;
}

export function summarize(runs: Measured[], errors: string[]): BuildSummary | undefined {
  if (!runs.length) return undefined;
  const medians = Object.fromEntries(numericKeys.map((k) => [k, median(runs.map((r) => r[k]))])) as Record<
    (typeof numericKeys)[number],
    number
  >;
  const ttfb = medianOrNone(runs.map((r) => r.ttfb));
  const lcpBreakdown = medianBreakdown(runs);
  // The run closest to the median LCP stands for the route in the waterfall.
  const typical = [...runs].sort((a, b) => Math.abs(a.lcp - medians.lcp) - Math.abs(b.lcp - medians.lcp))[0]!;
  const { lcpElement, lcpPhases, shifts, scriptTime, compressionSavings } = runs.find((r) => r.diagnosed) ?? typical;
  return {
    runs: runs.length,
    errors,
    ...medians,
    tbtRuns: runs.map((r) => Math.round(r.tbt)),
    ttfb,
    lcpBreakdown,
    compressionSavings,
    lcpElement,
    lcpPhases,
    shifts,
    scriptTime,
    waterfall: typical.waterfall,
  };
}

export function ratiosOf(federated: BuildSummary | undefined, monolith: BuildSummary | undefined): Ratios | undefined {
  if (!federated || !monolith) return undefined;
  const ratio = (a: number, b: number) => (b > 0 ? a / b : Number.NaN);
  return {
    js: ratio(federated.jsGzip, monolith.jsGzip),
    requests: ratio(federated.requests, monolith.requests),
    lcp: ratio(federated.lcp, monolith.lcp),
  };
}
