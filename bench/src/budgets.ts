import type { BuildSummary, Ratios } from './summary.ts';

export const KB = 1024;

export const budgets = {
  maxLcpMs: 2000,
  maxCls: 0.02,
  maxJsRatio: 1.15,
} as const;

type ClassBudget = { minScore: number; maxTbtMs: number; maxJsGzip?: number };

/**
 * Per route class (decision record 028): a page where nothing moves until touched loads almost no
 * script; `/` and the forms may spend a little more; the kiosk is a client application of its own.
 */
export const classBudgets = {
  still: { minScore: 98, maxTbtMs: 50, maxJsGzip: 15 * KB },
  home: { minScore: 95, maxTbtMs: 100, maxJsGzip: 60 * KB },
  form: { minScore: 95, maxTbtMs: 100, maxJsGzip: 140 * KB },
  kiosk: { minScore: 95, maxTbtMs: 100 },
} as const satisfies Record<string, ClassBudget>;

const formPaths = ['/admission', '/login', '/tc'];

export function budgetOf(path: string): ClassBudget {
  const p = path.toLowerCase();
  if (p === '/') return classBudgets.home;
  if (formPaths.includes(p)) return classBudgets.form;
  if (p === '/homekiosk') return classBudgets.kiosk;
  return classBudgets.still;
}

/** A first tap is answered within this, on a 4x slower CPU. */
export const maxFirstTapMs = 2000;

export function checkTaps(taps: { label: string; medianMs: number | undefined }[]): Miss[] {
  return taps
    .filter((t) => t.medianMs === undefined || t.medianMs > maxFirstTapMs)
    .map((t) => ({
      path: t.label,
      short: 'Tap',
      budget: `first tap answered <= ${maxFirstTapMs} ms`,
      actual: t.medianMs === undefined ? 'never' : `${t.medianMs} ms`,
    }));
}

export type RouteOutcome = { path: string; federated?: BuildSummary; monolith?: BuildSummary; ratios?: Ratios };
export type Miss = { path: string; short: string; budget: string; actual: string };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The median, and each run of both builds: whether a miss is the page's or one run's. */
const tbtOf = (f: BuildSummary, m: BuildSummary | undefined) =>
  `${Math.round(f.tbt)} ms (runs ${f.tbtRuns.join(', ')}${m ? `; monolith ${m.tbtRuns.join(', ')}` : ''})`;

export function checkBudgets(route: RouteOutcome): Miss[] {
  const f = route.federated;
  const miss = (short: string, budget: string, actual: string): Miss => ({ path: route.path, short, budget, actual });
  if (!f) return [miss('error', 'measured at all', route.monolith ? 'every federated run failed' : 'every run failed')];
  const misses: Miss[] = [];
  const own = budgetOf(route.path);
  if (f.score < own.minScore) misses.push(miss('Score', `performance >= ${own.minScore}`, String(f.score)));
  if (f.lcp > budgets.maxLcpMs)
    misses.push(miss('LCP', `LCP <= ${budgets.maxLcpMs / 1000} s`, `${(f.lcp / 1000).toFixed(2)} s`));
  if (f.cls > budgets.maxCls) misses.push(miss('CLS', `CLS <= ${budgets.maxCls}`, f.cls.toFixed(3)));
  if (f.tbt > own.maxTbtMs) misses.push(miss('TBT', `TBT <= ${own.maxTbtMs} ms`, tbtOf(f, route.monolith)));
  if (own.maxJsGzip !== undefined && f.jsGzip > own.maxJsGzip)
    misses.push(miss('JS', `JS of ${route.path} <= ${kb(own.maxJsGzip)} gzip`, kb(f.jsGzip)));
  if (!route.monolith) misses.push(miss('JS×', 'federated/monolith JS measured', 'every monolith run failed'));
  else if (route.ratios && route.ratios.js > budgets.maxJsRatio)
    misses.push(miss('JS×', `federated/monolith JS <= ${budgets.maxJsRatio}`, route.ratios.js.toFixed(2)));
  return misses;
}
