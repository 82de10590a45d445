import type { BuildSummary, Ratios } from './summary.ts';

export const KB = 1024;

export const budgets = {
  minScore: 95,
  maxLcpMs: 2000,
  maxCls: 0.02,
  maxTbtMs: 100,
  maxHomeJsGzip: 170 * KB,
  maxJsRatio: 1.15,
} as const;

export type RouteOutcome = { path: string; federated?: BuildSummary; monolith?: BuildSummary; ratios?: Ratios };
export type Miss = { path: string; short: string; budget: string; actual: string };

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function checkBudgets(route: RouteOutcome): Miss[] {
  const f = route.federated;
  const miss = (short: string, budget: string, actual: string): Miss => ({ path: route.path, short, budget, actual });
  if (!f) return [miss('error', 'measured at all', route.monolith ? 'every federated run failed' : 'every run failed')];
  const misses: Miss[] = [];
  if (f.score < budgets.minScore) misses.push(miss('Score', `performance >= ${budgets.minScore}`, String(f.score)));
  if (f.lcp > budgets.maxLcpMs)
    misses.push(miss('LCP', `LCP <= ${budgets.maxLcpMs / 1000} s`, `${(f.lcp / 1000).toFixed(2)} s`));
  if (f.cls > budgets.maxCls) misses.push(miss('CLS', `CLS <= ${budgets.maxCls}`, f.cls.toFixed(3)));
  if (f.tbt > budgets.maxTbtMs) misses.push(miss('TBT', `TBT <= ${budgets.maxTbtMs} ms`, `${Math.round(f.tbt)} ms`));
  if (route.path === '/' && f.jsGzip > budgets.maxHomeJsGzip)
    misses.push(miss('JS', `JS of / <= ${kb(budgets.maxHomeJsGzip)} gzip`, kb(f.jsGzip)));
  if (!route.monolith) misses.push(miss('JS×', 'federated/monolith JS measured', 'every monolith run failed'));
  else if (route.ratios && route.ratios.js > budgets.maxJsRatio)
    misses.push(miss('JS×', `federated/monolith JS <= ${budgets.maxJsRatio}`, route.ratios.js.toFixed(2)));
  return misses;
}
