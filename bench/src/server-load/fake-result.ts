import type { LoadResult } from './measure.ts';
import { summarizeLatencies } from './percentile.ts';

/** A load result with made-up numbers for the report and target tests. */
export function fakeResult(over: Partial<LoadResult> & { p95?: number } = {}): LoadResult {
  const { p95 = 12, ...rest } = over;
  const ttfb = { ...summarizeLatencies([1, 2, 3]), p50: p95 / 2, p95, p99: p95 * 1.5, max: p95 * 2 };
  return {
    route: '/',
    unique: false,
    connections: 50,
    durationSec: 10,
    requests: 30_000,
    rps: 3_000,
    ttfb,
    response: { ...ttfb, p95: p95 + 1 },
    statuses: { 200: 30_000 },
    encodings: { br: 30_000 },
    errors: 0,
    timeouts: 0,
    ...rest,
  };
}
