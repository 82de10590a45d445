import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePaged } from './use-paged.ts';

describe('usePaged', () => {
  it('shows one page, then one more per call, up to the total', () => {
    const { result } = renderHook(() => usePaged(50, 24, 'k'));
    expect(result.current).toMatchObject({ shown: 24, hasMore: true });
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ shown: 48, hasMore: true });
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ shown: 50, hasMore: false });
  });

  it('starts again at one page when the filters change', () => {
    const { result, rerender } = renderHook(({ total, key }) => usePaged(total, 24, key), {
      initialProps: { total: 100, key: 'a' },
    });
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(48);
    rerender({ total: 80, key: 'b' });
    expect(result.current.shown).toBe(24);
  });

  it('has no more for a short list', () => {
    const { result } = renderHook(() => usePaged(3, 24, 'k'));
    expect(result.current).toMatchObject({ shown: 3, hasMore: false });
  });

  it('focuses the first new entry once after showMore, and nothing before', () => {
    const { result } = renderHook(() => usePaged(10, 4, 'k'));
    const first = document.createElement('button');
    const fifth = document.createElement('button');
    document.body.append(first, fifth);
    result.current.focusTarget(0)(first);
    expect(document.activeElement).not.toBe(first);
    act(() => result.current.showMore());
    result.current.focusTarget(4)(fifth);
    expect(document.activeElement).toBe(fifth);
    fifth.blur();
    result.current.focusTarget(4)(fifth);
    expect(document.activeElement).not.toBe(fifth);
    first.remove();
    fifth.remove();
  });
});
