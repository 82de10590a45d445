// What the bench keeps of one Lighthouse result: the budgeted metrics, the first-load bytes and
// requests, and enough of the waterfall and the LCP breakdown to explain a missed budget.
import type { Result } from 'lighthouse';

export type RequestRow = { url: string; type: string; start: number; end: number; transfer: number; size: number; status: number };

export type RunMetrics = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /** Whether this run gathered the diagnostics below (LCP element, shifts, script time). */
  diagnosed: boolean;
  /** Script bytes as this server sends them (it does not compress). */
  jsTransfer: number;
  requests: number;
  /** Bytes the server would save by compressing text (Lighthouse uses-text-compression). */
  compressionSavings: number;
  lcpElement: string;
  /** LCP phases (TTFB, load delay, load time, render delay) in ms, simulated. */
  lcpPhases: Record<string, number>;
  /** Elements that shifted, with their share of CLS (layout-shifts). */
  shifts: { element: string; score: number }[];
  /** Main-thread time per script, simulated 4x CPU (bootup-time), largest first. */
  scriptTime: { url: string; ms: number }[];
  /** Lighthouse's CPU index of this machine at that moment (lower = slower; noisy). */
  benchmarkIndex: number;
  waterfall: RequestRow[];
};

type Details = { type?: string; items?: Record<string, unknown>[] };

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
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

/** The element's tag, marked when it sits in the shell's footer (painted before the page's content). */
const nodeText = (node: unknown) => {
  const n = node as NodeDetails;
  const text = n?.snippet ?? n?.selector ?? '';
  return /(^|,)FOOTER(,|$)/.test(n?.path ?? '') ? `[footer] ${text}` : text;
};

/** The LCP element's selector and the phases of its time, from largest-contentful-paint-element. */
function lcpDetails(lhr: Result): { element: string; phases: Record<string, number> } {
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Details[] } | undefined;
  const tables = details?.items ?? [];
  const phases = Object.fromEntries((tables[1]?.items ?? []).map((p) => [str(p.phase), Math.round(num(p.timing))]));
  return { element: nodeText(tables[0]?.items?.[0]?.node), phases };
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
    jsTransfer: waterfall.filter((r) => r.type === 'Script').reduce((sum, r) => sum + r.transfer, 0),
    requests: waterfall.length,
    compressionSavings: num((lhr.audits['uses-text-compression']?.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes),
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
