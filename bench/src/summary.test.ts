import { describe, expect, it } from 'vitest';
import { checkBudgets, KB } from './budgets.ts';
import { median, ratiosOf, summarize, type BuildSummary, type Measured } from './summary.ts';

const run = (over: Partial<Measured>): Measured => ({
  score: 100,
  fcp: 800,
  lcp: 1000,
  tbt: 0,
  cls: 0,
  si: 900,
  ttfb: 10,
  lcpBreakdown: undefined,
  jsTransfer: 300 * KB,
  jsGzip: 100 * KB,
  requests: 10,
  compressionSavings: 0,
  diagnosed: false,
  lcpElement: '',
  lcpPhases: {},
  shifts: [],
  scriptTime: [],
  benchmarkIndex: 1500,
  waterfall: [],
  ...over,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('summarize', () => {
  it('quotes medians, and the diagnostics of the diagnosed run', () => {
    const s = summarize(
      [run({ lcp: 3000 }), run({ lcp: 1000, diagnosed: true, lcpElement: '<img>' }), run({ lcp: 2000 })],
      [],
    )!;
    expect(s.lcp).toBe(2000);
    expect(s.lcpElement).toBe('<img>');
    expect(s.runs).toBe(3);
  });
  it('quotes the median time to first byte and the median of each LCP phase, over the runs that measured them', () => {
    const b = (ttfb: number, renderDelay: number) => ({ ttfb, loadDelay: 0, loadDuration: 50, renderDelay });
    const s = summarize(
      [
        run({ ttfb: 30, lcpBreakdown: b(40, 300) }),
        run({ ttfb: undefined, lcpBreakdown: undefined }),
        run({ ttfb: 10, lcpBreakdown: b(20, 100) }),
        run({ ttfb: 20, lcpBreakdown: b(30, 900) }),
      ],
      [],
    )!;
    expect(s.ttfb).toBe(20);
    expect(s.lcpBreakdown).toEqual({ ttfb: 30, loadDelay: 0, loadDuration: 50, renderDelay: 300 });
  });
  it('leaves them out when no run measured them', () => {
    const s = summarize([run({ ttfb: undefined })], [])!;
    expect(s.ttfb).toBeUndefined();
    expect(s.lcpBreakdown).toBeUndefined();
  });
  it('has nothing to say without a successful run', () => {
    expect(summarize([], ['failed'])).toBeUndefined();
  });
});

describe('budgets', () => {
  const ok = summarize([run({})], [])!;
  const at = (over: Partial<BuildSummary>) => ({ ...ok, ...over });
  it('passes a route within every budget', () => {
    const light = at({ jsGzip: 10 * KB });
    expect(checkBudgets({ path: '/', federated: light, monolith: light, ratios: ratiosOf(light, light) })).toEqual([]);
  });
  it('names each missed budget', () => {
    const federated = at({ score: 80, lcp: 2500, cls: 0.1, tbt: 300, jsGzip: 70 * KB });
    const monolith = at({ jsGzip: 50 * KB });
    const misses = checkBudgets({ path: '/', federated, monolith, ratios: ratiosOf(federated, monolith) });
    expect(misses.map((m) => m.short)).toEqual(['Score', 'LCP', 'CLS', 'TBT', 'JS', 'JS×']);
  });
  it('gives a TBT miss with each run of both builds', () => {
    const federated = summarize([run({ tbt: 40 }), run({ tbt: 180.4 }), run({ tbt: 90 })], [])!;
    const monolith = summarize([run({ tbt: 0 }), run({ tbt: 12 }), run({ tbt: 7 })], [])!;
    const misses = checkBudgets({ path: '/News', federated, monolith, ratios: ratiosOf(federated, monolith) });
    expect(misses.find((m) => m.short === 'TBT')?.actual).toBe('90 ms (runs 40, 180, 90; monolith 0, 12, 7)');
  });
  it("holds each route to its class's budget: a still page to 15 KB, a form to 140 KB, the kiosk to none", () => {
    const checked = (path: string, jsGzip: number) => {
      const federated = at({ jsGzip });
      return checkBudgets({ path, federated, monolith: federated, ratios: ratiosOf(federated, federated) }).map(
        (m) => m.short,
      );
    };
    expect(checked('/News', 20 * KB)).toEqual(['JS']);
    expect(checked('/News', 10 * KB)).toEqual([]);
    expect(checked('/Admission', 100 * KB)).toEqual([]);
    expect(checked('/HomeKiosk', 200 * KB)).toEqual([]);
  });
  it('reports a route whose runs all failed', () => {
    expect(checkBudgets({ path: '/Tc', monolith: ok })[0]?.actual).toBe('every federated run failed');
  });
});
