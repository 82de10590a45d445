// What the shell's server must sustain on this 2-core machine, and whether a run did.
import type { LoadResult } from './measure.ts';

export const targets = { cachedRps: 2_000, cachedP95Ms: 50, uncachedP95Ms: 150 } as const;

export type Check = { name: string; target: string; measured: string; route: string; pass: boolean };

const ms = (v: number) => (Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);
const worst = (results: LoadResult[], score: (r: LoadResult) => number) =>
  // NaN (no response at all) counts as the worst there is.
  results.reduce<LoadResult | undefined>(
    (w, r) => (!w || Number.isNaN(score(r)) || score(r) > score(w) ? r : w),
    undefined,
  );

/** Problems with the answers themselves: anything but 200, socket errors, timeouts, no answer. */
export function answerProblems(r: LoadResult): string[] {
  const problems = Object.entries(r.statuses)
    .filter(([code]) => code !== '200')
    .map(([code, n]) => `${n} × ${code}`);
  if (r.errors) problems.push(`${r.errors} errors`);
  if (r.timeouts) problems.push(`${r.timeouts} timeouts`);
  if (!r.requests) problems.push('no response');
  return problems;
}

export function checkTargets(cached: LoadResult[], uncached: LoadResult[]): Check[] {
  const checks: Check[] = [];
  const slowest = worst(cached, (r) => -r.rps);
  if (slowest) {
    checks.push({
      name: 'Cached pages/s',
      target: `≥ ${targets.cachedRps.toLocaleString('en-US')}`,
      measured: Math.round(slowest.rps).toLocaleString('en-US'),
      route: slowest.route,
      pass: slowest.rps >= targets.cachedRps,
    });
  }
  const cachedP95 = worst(cached, (r) => r.ttfb.p95);
  if (cachedP95) {
    const { p95 } = cachedP95.ttfb;
    checks.push({
      name: `Cached p95 TTFB, ${cachedP95.connections} connections`,
      target: `≤ ${targets.cachedP95Ms} ms`,
      measured: ms(p95),
      route: cachedP95.route,
      pass: p95 <= targets.cachedP95Ms,
    });
  }
  const uncachedP95 = worst(uncached, (r) => r.ttfb.p95);
  if (uncachedP95) {
    const { p95 } = uncachedP95.ttfb;
    checks.push({
      name: 'Uncached p95 TTFB (render)',
      target: `≤ ${targets.uncachedP95Ms} ms`,
      measured: ms(p95),
      route: uncachedP95.route,
      pass: p95 <= targets.uncachedP95Ms,
    });
  }
  const bad = [...cached, ...uncached]
    .map((r) => ({ r, problems: answerProblems(r) }))
    .filter((x) => x.problems.length);
  const total = [...cached, ...uncached].reduce((n, r) => n + r.requests, 0);
  checks.push({
    name: 'Every response 200',
    target: 'all',
    measured: bad.length
      ? bad.map((x) => `${x.r.route}${x.r.unique ? ' uncached' : ''}: ${x.problems.join(', ')}`).join('; ')
      : `${total.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    route: bad.length ? [...new Set(bad.map((x) => x.r.route))].join(', ') : '',
    pass: bad.length === 0,
  });
  return checks;
}
