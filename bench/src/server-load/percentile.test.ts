import { describe, expect, it } from 'vitest';
import { percentile, summarizeLatencies } from './percentile.ts';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  it('takes the nearest rank', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 0)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it('is NaN without values', () => {
    expect(percentile([], 95)).toBeNaN();
    expect(summarizeLatencies([]).p95).toBeNaN();
  });

  it('summarizes unsorted times numerically, not as strings', () => {
    const s = summarizeLatencies([10, 9, 100, 2, 1.5, ...Array.from({ length: 95 }, () => 3)]);
    expect(s).toEqual({ count: 100, p50: 3, p95: 3, p99: 10, max: 100 });
  });
});
