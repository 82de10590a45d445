import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRotation } from './use-rotation.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useRotation', () => {
  it('advances every interval, wraps, and remembers the item it replaced', () => {
    const { result } = renderHook(() => useRotation(3, 1000, false));
    expect(result.current).toEqual({ index: 0, previous: null });
    act(() => void vi.advanceTimersByTime(1000));
    expect(result.current).toEqual({ index: 1, previous: 0 });
    act(() => void vi.advanceTimersByTime(2000));
    expect(result.current).toEqual({ index: 0, previous: 2 });
  });

  it('stops while paused and uses no timer for one item or none', () => {
    const { result, rerender } = renderHook(({ paused, count }) => useRotation(count, 1000, paused), {
      initialProps: { paused: true, count: 3 },
    });
    expect(vi.getTimerCount()).toBe(0);
    act(() => void vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false, count: 1 });
    expect(vi.getTimerCount()).toBe(0);
    rerender({ paused: false, count: 0 });
    expect(result.current).toEqual({ index: 0, previous: null });
  });

  it('stays in range when the list shrinks', () => {
    const { result, rerender } = renderHook(({ count }) => useRotation(count, 1000, false), {
      initialProps: { count: 5 },
    });
    act(() => void vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(4);
    rerender({ count: 2 });
    expect(result.current.index).toBe(0);
    expect(result.current.previous).toBe(null);
  });

  it('leaves no timer behind on unmount', () => {
    const { unmount } = renderHook(() => useRotation(3, 1000, false));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
