import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { imageLcp, noLcp, textLcp } from './lhr-metrics.fixtures.ts';
import { lcpBreakdownOf, metricsOf } from './lhr-metrics.ts';

const table = (items: Record<string, unknown>[]) => ({ type: 'table', items });

/** Just the parts of a Lighthouse result the bench reads. */
const lhr = {
  categories: { performance: { score: 0.93 } },
  environment: { benchmarkIndex: 1500 },
  audits: {
    'largest-contentful-paint': { numericValue: 2100 },
    'total-blocking-time': { numericValue: 40 },
    'cumulative-layout-shift': { numericValue: 0.01 },
    'network-requests': {
      details: table([
        {
          url: 'http://localhost:16080/',
          resourceType: 'Document',
          networkRequestTime: 1,
          networkEndTime: 20,
          transferSize: 900,
          resourceSize: 900,
          statusCode: 200,
        },
        {
          url: 'http://localhost:16080/assets/a.js',
          resourceType: 'Script',
          networkRequestTime: 30,
          networkEndTime: 60,
          transferSize: 5000,
          resourceSize: 5000,
          statusCode: 200,
        },
        { url: 'data:image/png;base64,xx', resourceType: 'Image', transferSize: 0 },
      ]),
    },
    'largest-contentful-paint-element': {
      details: {
        type: 'list',
        items: [
          table([{ node: { snippet: '<address>', path: '1,HTML,1,BODY,0,DIV,3,FOOTER,0,ADDRESS' } }]),
          table([{ phase: 'TTFB', timing: 450.4 }]),
        ],
      },
    },
    'layout-shifts': { details: table([{ node: { snippet: '<footer>' }, score: 0.26 }]) },
  },
} as unknown as Result;

describe('metricsOf', () => {
  const m = metricsOf(lhr);
  it('reads the score and the metrics', () => {
    expect(m).toMatchObject({ score: 93, lcp: 2100, tbt: 40, cls: 0.01, benchmarkIndex: 1500 });
  });
  it('counts network requests (not data: URLs) and sums script bytes', () => {
    expect(m.requests).toBe(2);
    expect(m.jsTransfer).toBe(5000);
  });
  it('marks an LCP element that is in the footer, and keeps the LCP phases', () => {
    expect(m.lcpElement).toBe('[footer] <address>');
    expect(m.lcpPhases).toEqual({ TTFB: 450 });
  });
  it('keeps what shifted', () => {
    expect(m.shifts).toEqual([{ element: '<footer>', score: 0.26 }]);
  });
});

/** A result with the metric audits of lhr above and the audits of a fixture. */
const withAudits = (audits: Record<string, unknown>) =>
  ({
    ...lhr,
    audits: { ...lhr.audits, 'largest-contentful-paint-element': undefined, ...audits },
  }) as unknown as Result;

describe('time to first byte and the LCP breakdown', () => {
  it("reads the document's server response time and the four phases of an image LCP", () => {
    const m = metricsOf(withAudits(imageLcp));
    expect(m.ttfb).toBeCloseTo(5.345);
    expect(m.lcpBreakdown).toEqual({ ttfb: 10, loadDelay: 32, loadDuration: 72, renderDelay: 131 });
  });

  it('keeps the simulated phases of a diagnosed run beside the observed ones', () => {
    expect(metricsOf(withAudits(imageLcp)).lcpPhases).toEqual({
      TTFB: 465,
      'Load Delay': 11,
      'Load Time': 368,
      'Render Delay': 960,
    });
  });

  it('gives a text LCP no load delay or duration, and names its element from the insight', () => {
    const m = metricsOf(withAudits(textLcp));
    expect(m.lcpBreakdown).toEqual({ ttfb: 227, loadDelay: 0, loadDuration: 0, renderDelay: 133 });
    expect(m.lcpElement).toBe('<h2>');
    expect(m.lcpPhases).toEqual({});
  });

  it('has no value, rather than a zero, when Lighthouse could not measure them', () => {
    const m = metricsOf(withAudits(noLcp));
    expect(m.ttfb).toBeUndefined();
    expect(m.lcpBreakdown).toBeUndefined();
    expect(lcpBreakdownOf(withAudits({}))).toBeUndefined();
  });
});
