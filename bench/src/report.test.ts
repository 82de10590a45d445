import { describe, expect, it } from 'vitest';
import { checkBudgets, KB } from './budgets.ts';
import { renderConsole, renderJson, renderMarkdown, type BenchReport } from './report.ts';
import { ratiosOf, summarize, type Measured } from './summary.ts';

const run = (over: Partial<Measured>): Measured => ({
  score: 99,
  fcp: 800,
  lcp: 1200,
  tbt: 20,
  cls: 0,
  si: 900,
  ttfb: 8.4,
  lcpBreakdown: { ttfb: 12, loadDelay: 30, loadDuration: 70, renderDelay: 130 },
  jsTransfer: 300 * KB,
  jsGzip: 100 * KB,
  requests: 10,
  compressionSavings: 0,
  diagnosed: true,
  lcpElement: '<h1>',
  lcpPhases: { TTFB: 100 },
  shifts: [],
  scriptTime: [],
  benchmarkIndex: 1500,
  waterfall: [
    {
      url: 'http://localhost:16080/assets/a.js',
      type: 'Script',
      start: 10,
      end: 40,
      transfer: 2048,
      size: 2048,
      status: 200,
    },
  ],
  ...over,
});

function reportOf(): BenchReport {
  const federated = summarize([run({ jsGzip: 130 * KB, lcp: 2400 })], [])!;
  const monolith = summarize(
    [run({ ttfb: 3, lcpBreakdown: { ttfb: 6, loadDelay: 0, loadDuration: 0, renderDelay: 90 } })],
    [],
  )!;
  const outcome = { path: '/', federated, monolith, ratios: ratiosOf(federated, monolith) };
  const misses = checkBudgets(outcome);
  return {
    date: '2026-01-01T00:00:00.000Z',
    runsPerRoute: 1,
    durationSec: 60,
    routes: [{ ...outcome, url: '/', remote: 'mf_home', misses }],
    skipped: [{ path: '/Tc', remote: 'mf_forms', reason: 'build failed' }],
    misses,
  };
}

describe('report', () => {
  it('puts both builds and the ratios on one row per route', () => {
    const md = renderMarkdown(reportOf());
    expect(md).toContain('| `/` | 99 / 99 | 2.40 / 1.20 | 8 / 3 |');
    expect(md).toContain('| 1.30 | 1.00 | 2.00 | ❌ LCP, JS, JS× |');
  });
  it('lists what was not measured, the missed budgets and the waterfall of /', () => {
    const md = renderMarkdown(reportOf());
    expect(md).toContain('- `/Tc` (mf_forms): build failed');
    expect(md).toContain('- `/`: LCP <= 2 s — measured 2.40 s');
    expect(md).toContain(':16080/assets/a.js');
  });
  it('leaves the waterfalls out of the committed JSON only', () => {
    expect(renderJson(reportOf(), { waterfalls: true })).toContain('assets/a.js');
    expect(renderJson(reportOf(), { waterfalls: false })).not.toContain('assets/a.js');
  });
  it("gives each build's LCP phases, observed and simulated, with the element", () => {
    const md = renderMarkdown(reportOf());
    expect(md).toContain('| `/` | F | 12 | 30 | 70 | 130 | TTFB 100 | <h1> |');
    expect(md).toContain('| `/` | M | 6 | 0 | 0 | 90 | TTFB 100 | <h1> |');
  });
  it('prints the table and the LCP breakdown, without the causes and the waterfalls', () => {
    const out = renderConsole(reportOf());
    expect(out).toContain('## LCP breakdown');
    expect(out).not.toContain('## Causes');
    expect(out).not.toContain('First load of /');
  });
});
