import { describe, expect, it } from 'vitest';
import { lineBudget } from './line-budget.ts';

describe('lineBudget', () => {
  it('lets perSecond lines through a second and counts the rest in one summary', () => {
    let t = 0;
    const summaries: number[] = [];
    const budget = lineBudget({ perSecond: 3, now: () => t, onDropped: (n) => summaries.push(n) });
    const taken = Array.from({ length: 10 }, () => budget.take());
    expect(taken.filter(Boolean)).toHaveLength(3);
    expect(summaries).toEqual([]);
    t = 1000;
    expect(budget.take()).toBe(true);
    expect(summaries).toEqual([7]);
    budget.flush();
    expect(summaries).toEqual([7]);
  });

  it('reports what a flood left out when it is flushed (a stop), not only at the next line', () => {
    const summaries: number[] = [];
    const budget = lineBudget({ perSecond: 1, now: () => 0, onDropped: (n) => summaries.push(n) });
    budget.take();
    budget.take();
    budget.take();
    budget.flush();
    expect(summaries).toEqual([2]);
  });
});
