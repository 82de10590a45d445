import type { Result } from 'lighthouse';

export type RequestRow = {
  url: string;
  type: string;
  start: number;
  end: number;
  transfer: number;
  size: number;
  status: number;
};

/** Read in the trace of the real load on this machine, not simulated, so they add up to the LCP it had. */
export type LcpBreakdown = { ttfb: number; loadDelay: number; loadDuration: number; renderDelay: number };

export type RunMetrics = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Observed, not simulated. */
  ttfb: number | undefined;
  lcpBreakdown: LcpBreakdown | undefined;
  diagnosed: boolean;
  /** As this server sends them (it does not compress). */
  jsTransfer: number;
  requests: number;
  compressionSavings: number;
  lcpElement: string;
  /** Simulated (largest-contentful-paint-element). */
  lcpPhases: Record<string, number>;
  shifts: { element: string; score: number }[];
  /** Simulated 4x CPU (bootup-time), largest first. */
  scriptTime: { url: string; ms: number }[];
  /** Lower is slower; noisy. */
  benchmarkIndex: number;
  waterfall: RequestRow[];
};

type Details = { type?: string; items?: Record<string, unknown>[] };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const num = (v: unknown) => (isNum(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function auditValue(lhr: Result, id: string): number {
  return num(lhr.audits[id]?.numericValue);
}

function detailItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as Details | undefined;
  return details?.items ?? [];
}

export function waterfallOf(lhr: Result): RequestRow[] {
  return detailItems(lhr, 'network-requests')
    .filter((r) => /^https?:/.test(str(r.url)))
    .map((r) => ({
      url: str(r.url),
      type: str(r.resourceType) || 'Other',
      start: Math.round(num(r.networkRequestTime)),
      end: Math.round(num(r.networkEndTime)),
      transfer: num(r.transferSize),
      size: num(r.resourceSize),
      status: num(r.statusCode),
    }));
}

type NodeDetails = { snippet?: string; selector?: string; path?: string } | undefined;

/** Marked when it sits in the shell's footer (painted before the page's content). */
const nodeText = (node: unknown) => {
  const n = node as NodeDetails;
  const text = n?.snippet ?? n?.selector ?? '';
  return /(^|,)FOOTER(,|$)/.test(n?.path ?? '') ? `[footer] ${text}` : text;
};

const listParts = (lhr: Result, id: string) =>
  (lhr.audits[id]?.details as { items?: (Details & Record<string, unknown>)[] } | undefined)?.items ?? [];

function lcpDetails(lhr: Result): { element: string; phases: Record<string, number> } {
  const tables = listParts(lhr, 'largest-contentful-paint-element');
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((p) => [str(p.phase), Math.round(num(p.timing))]));
  const element =
    tables[0]?.items?.[0]?.node ?? listParts(lhr, 'lcp-breakdown-insight').find((part) => part.type === 'node');
  return { element: nodeText(element), phases };
}

const subparts: Record<string, keyof LcpBreakdown> = {
  timeToFirstByte: 'ttfb',
  resourceLoadDelay: 'loadDelay',
  resourceLoadDuration: 'loadDuration',
  elementRenderDelay: 'renderDelay',
};

/** Undefined when the trace had no LCP. */
export function lcpBreakdownOf(lhr: Result): LcpBreakdown | undefined {
  const rows = listParts(lhr, 'lcp-breakdown-insight').find((part) => part.type === 'table')?.items ?? [];
  const timed = rows.filter((row) => subparts[str(row.subpart)] && isNum(row.duration));
  if (!timed.length) return undefined;
  const breakdown: LcpBreakdown = { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: 0 };
  for (const row of timed) breakdown[subparts[str(row.subpart)]!] = Math.round(row.duration as number);
  return breakdown;
}

export function metricsOf(lhr: Result): Omit<RunMetrics, 'diagnosed'> {
  const waterfall = waterfallOf(lhr);
  const lcp = lcpDetails(lhr);
  return {
    score: Math.round(num(lhr.categories.performance?.score) * 100),
    fcp: auditValue(lhr, 'first-contentful-paint'),
    lcp: auditValue(lhr, 'largest-contentful-paint'),
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    si: auditValue(lhr, 'speed-index'),
    ttfb: isNum(lhr.audits['server-response-time']?.numericValue)
      ? lhr.audits['server-response-time'].numericValue
      : undefined,
    lcpBreakdown: lcpBreakdownOf(lhr),
    jsTransfer: waterfall.filter((r) => r.type === 'Script').reduce((sum, r) => sum + r.transfer, 0),
    requests: waterfall.length,
    compressionSavings: num(
      (lhr.audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined)
        ?.overallSavingsBytes,
    ),
    lcpElement: lcp.element,
    lcpPhases: lcp.phases,
    shifts: detailItems(lhr, 'layout-shifts').map((i) => ({ element: nodeText(i.node), score: num(i.score) })),
    scriptTime: detailItems(lhr, 'bootup-time')
      .map((i) => ({ url: str(i.url), ms: Math.round(num(i.total)) }))
      .slice(0, 6),
    benchmarkIndex: num(lhr.environment.benchmarkIndex),
    waterfall,
  };
}
