// What the site must sustain on this 2-core machine.
import { siteMap } from '@school/shared-ui/site-map';
import type { LoadResult } from './measure.ts';
import type { FloodResult, ServerLoadResults } from './results.ts';

export const targets = {
  cachedNewsRps: 3_000,
  uncachedHomeRps: 50,
  uncachedHomeP50Ms: 80,
  uncachedListRps: 100,
  /** The page key drops fbclid, so each is the cached `/`. */
  fbclidRps: 1_000,
  visitorP99Ms: 100,
  shellRssMb: 300,
  floodUrls: 20_000,
  varnishNewsRps: 20_000,
  frozenOwnMs: 3_000,
  frozenOtherMs: 1_500,
} as const;

export type CheckResult = 'pass' | 'miss' | 'skipped';
export type Check = { name: string; target: string; measured: string; result: CheckResult };

const count = (v: number) => Math.round(v).toLocaleString('en-US');
const ms = (v: number) => (Number.isNaN(v) ? '–' : `${v.toFixed(1)} ms`);
const verdict = (pass: boolean): CheckResult => (pass ? 'pass' : 'miss');
const skipped = (name: string, target: string): Check => ({ name, target, measured: '–', result: 'skipped' });

function rate(name: string, min: number, r: LoadResult | undefined): Check {
  const target = `≥ ${count(min)}/s`;
  return r ? { name, target, measured: `${count(r.rps)}/s`, result: verdict(r.rps >= min) } : skipped(name, target);
}

/** 404s are the flood's own pages. */
export function failures(r: LoadResult): string[] {
  const problems = Object.entries(r.statuses)
    .filter(([code]) => code.startsWith('5'))
    .map(([code, n]) => `${count(n)} × ${code}`);
  if (r.errors - r.timeouts > 0) problems.push(`${r.errors - r.timeouts} errors`);
  if (r.timeouts) problems.push(`${r.timeouts} timeouts`);
  if (!r.requests) problems.push('no response');
  return problems;
}

function floodChecks(where: string, f: FloodResult | undefined): Check[] {
  const p99 = `Visitor's cached p99 during the flood${where}`;
  const clean = `No 5xx, error or timeout during the flood${where}`;
  const p99Target = `≤ ${targets.visitorP99Ms} ms`;
  if (!f) return [skipped(p99, p99Target), skipped(clean, 'none')];
  const { p99: visitorP99 } = f.visitor.response;
  const problems = [...failures(f.visitor).map((p) => `visitor ${p}`), ...failures(f.flood).map((p) => `flood ${p}`)];
  return [
    { name: p99, target: p99Target, measured: ms(visitorP99), result: verdict(visitorP99 <= targets.visitorP99Ms) },
    {
      name: clean,
      target: 'none',
      measured: problems.join(', ') || `none in ${count(f.visitor.requests + f.flood.requests)}`,
      result: verdict(!problems.length),
    },
  ];
}

export function checkTargets(r: ServerLoadResults): Check[] {
  const news = r.cached.find((c) => c.label === siteMap.news.path);
  const uncached = (path: string) => r.uncached.find((u) => u.label === path);
  const home = uncached(siteMap.home.path);
  const homeP50 = 'Uncached / p50 before the first byte';
  const homeP50Target = `≤ ${targets.uncachedHomeP50Ms} ms`;
  const checks = [
    rate('Cached /News pages/s', targets.cachedNewsRps, news),
    rate('Uncached / renders/s', targets.uncachedHomeRps, home),
    home
      ? {
          name: homeP50,
          target: homeP50Target,
          measured: ms(home.ttfb.p50),
          result: verdict(home.ttfb.p50 <= targets.uncachedHomeP50Ms),
        }
      : skipped(homeP50, homeP50Target),
    rate('Uncached /News renders/s', targets.uncachedListRps, uncached(siteMap.news.path)),
    rate('Uncached /Gallery renders/s', targets.uncachedListRps, uncached(siteMap.gallery.path)),
    rate('/?fbclid=<new> pages/s', targets.fbclidRps, r.fbclid),
    ...floodChecks('', r.flood),
  ];

  const rss = `Shell's RSS after ${count(targets.floodUrls)} new URLs`;
  const rssTarget = `≤ ${targets.shellRssMb} MB`;
  if (r.memory) {
    const mb = r.memory.after.shell ?? Number.NaN;
    const short = r.memory.urls < targets.floodUrls;
    checks.push({
      name: rss,
      target: rssTarget,
      measured: `${count(mb)} MB${short ? ` after only ${count(r.memory.urls)}` : ''}`,
      result: verdict(mb <= targets.shellRssMb && !short),
    });
  } else checks.push(skipped(rss, rssTarget));

  checks.push(rate('Cached /News pages/s through Varnish', targets.varnishNewsRps, r.varnish?.cached));
  checks.push(...floodChecks(' through Varnish', r.varnish?.flood));

  for (const [own, limit] of [
    [true, targets.frozenOwnMs],
    [false, targets.frozenOtherMs],
  ] as const) {
    const page = r.frozen.find((f) => (f.regionInHtml !== undefined) === own);
    const name = own ? 'Its page with its remote frozen' : "Another remote's page meanwhile";
    const target = `200 in ≤ ${(limit / 1000).toFixed(1)} s${own ? ', region left to the browser' : ''}`;
    if (!page) {
      checks.push(skipped(name, target));
      continue;
    }
    checks.push({
      name: `${page.path} with ${page.frozen} frozen`,
      target,
      measured: `${page.status} in ${(page.ms / 1000).toFixed(2)} s${page.regionInHtml ? ', region in the HTML' : ''}`,
      result: verdict(page.status === 200 && page.ms <= limit && !page.regionInHtml),
    });
  }
  return checks;
}
