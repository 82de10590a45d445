import type { LoadResult } from './measure.ts';
import { summarizeLatencies } from './percentile.ts';
import type { FloodResult, ServerLoadResults } from './results.ts';

export function fakeResult(over: Partial<LoadResult> & { p99?: number } = {}): LoadResult {
  const { p99 = 12, ...rest } = over;
  const ttfb = { ...summarizeLatencies([1, 2, 3]), p50: p99 / 3, p95: p99 / 1.5, p99, max: p99 * 2 };
  return {
    label: '/',
    connections: 50,
    durationSec: 5,
    requests: 15_000,
    rps: 3_000,
    ttfb,
    response: { ...ttfb, p99: p99 + 1 },
    statuses: { 200: 15_000 },
    encodings: { br: 15_000 },
    answers: { whole: 15_000 },
    errors: 0,
    timeouts: 0,
    cpu: { shell: 0.95, bench: 0.6 },
    ...rest,
  };
}

export function fakeFlood(visitorP99 = 40, over: Partial<LoadResult> = {}): FloodResult {
  return {
    flood: fakeResult({
      label: '/SubGallery?id=<new> or /News?q=<new>',
      connections: 20,
      requests: 20_000,
      rps: 90,
      p99: 600,
      statuses: { 200: 10_000, 404: 10_000 },
      answers: { whole: 6_000, brief: 14_000 },
      ...over,
    }),
    visitor: fakeResult({ label: '/News', connections: 2, ratePerConnection: 25, rps: 50, p99: visitorP99 - 1 }),
  };
}

export function fakeResults(): ServerLoadResults {
  return {
    cached: [
      fakeResult({ label: '/News', rps: 3_210.4 }),
      fakeResult({ label: '/', rps: 2_500 }),
      fakeResult({ label: '/Gallery' }),
    ],
    fbclid: fakeResult({ label: '/?fbclid=<new>', rps: 2_400 }),
    flood: fakeFlood(),
    memory: {
      urls: 20_000,
      before: { dev_api: 90, shell: 120.4, mf_gallery: 100 },
      after: { dev_api: 95, shell: 260.6, mf_gallery: 180 },
    },
    uncached: [
      fakeResult({ label: '/', connections: 4, rps: 55, p99: 150 }),
      fakeResult({ label: '/News', connections: 4, rps: 120, p99: 120 }),
      fakeResult({ label: '/Gallery', connections: 4, rps: 110, p99: 120 }),
    ],
    varnish: {
      cached: fakeResult({
        label: '/News',
        connections: 100,
        workers: 2,
        generator: 'wrk',
        rps: 21_000,
        cpu: { varnish: 0.5, bench: 1.2 },
      }),
      flood: fakeFlood(20),
    },
    frozen: [
      { path: '/News', frozen: 'mf_downloads', status: 200, ms: 1_620, regionInHtml: false },
      { path: '/Gallery', frozen: 'mf_downloads', status: 200, ms: 210 },
    ],
  };
}
