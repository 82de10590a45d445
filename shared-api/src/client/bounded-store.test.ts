import { afterEach, describe, expect, it, vi } from 'vitest';
import { BoundedStore } from './bounded-store.ts';

const store = (entries = 3, maxSize = 10, ttlMs = 1000) =>
  new BoundedStore<number[]>({ entries, maxSize, ttlMs, sizeOf: (v) => v.length });

describe('BoundedStore', () => {
  afterEach(() => vi.useRealTimers());

  it('drops the least recently used entry past its entry bound', () => {
    const s = store(2);
    s.set('a', [1]);
    s.set('b', [2]);
    s.get('a');
    s.set('c', [3]);
    expect([s.get('a'), s.get('b'), s.get('c')]).toEqual([[1], undefined, [3]]);
  });

  it('drops the oldest entries past its size bound, and never keeps a value larger than the bound', () => {
    const s = store(10, 5);
    s.set('a', [1, 2, 3]);
    s.set('b', [1, 2]);
    s.set('c', [1]);
    expect(s.get('a')).toBeUndefined();
    expect(s.calculatedSize).toBe(3);
    s.set('big', [1, 2, 3, 4, 5, 6]);
    expect(s.get('big')).toBeUndefined();
    expect(s.calculatedSize).toBe(3);
  });

  it('forgets what is older than its age bound', () => {
    vi.useFakeTimers();
    const s = store();
    s.set('a', [1]);
    vi.advanceTimersByTime(1001);
    expect(s.get('a')).toBeUndefined();
    expect(s.size).toBe(0);
  });

  it('replaces a key in place and clears', () => {
    const s = store();
    s.set('a', [1, 2]);
    s.set('a', [1]);
    expect(s.calculatedSize).toBe(1);
    s.clear();
    expect([s.size, s.calculatedSize]).toEqual([0, 0]);
  });
});
