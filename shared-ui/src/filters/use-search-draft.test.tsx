import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_DELAY_MS, useSearchDraft } from './use-search-draft.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(initial = '') {
  const commit = vi.fn();
  const hook = renderHook(({ committed }) => useSearchDraft(committed, commit), {
    initialProps: { committed: initial },
  });
  return { ...hook, commit };
}
const pause = () => act(() => vi.advanceTimersByTime(COMMIT_DELAY_MS));

describe('useSearchDraft', () => {
  it('shows each keystroke at once and writes the URL once typing pauses', () => {
    const { result, commit } = setup();
    act(() => result.current[1]('s'));
    act(() => result.current[1]('st'));
    expect(result.current[0]).toBe('st');
    expect(commit).not.toHaveBeenCalled();
    pause();
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenLastCalledWith('st');
  });

  it('ignores its own late echoes from the URL', () => {
    const { result, rerender } = setup();
    act(() => result.current[1]('s'));
    pause();
    act(() => result.current[1]('st'));
    pause();
    act(() => result.current[1]('stu'));
    rerender({ committed: 's' });
    expect(result.current[0]).toBe('stu');
    rerender({ committed: 'st' });
    expect(result.current[0]).toBe('stu');
  });

  it('writes through the newest commit function (other filters changed meanwhile)', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ commit }) => useSearchDraft('', commit), {
      initialProps: { commit: first },
    });
    act(() => result.current[1]('x'));
    rerender({ commit: second });
    pause();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('x');
  });

  it('takes a value from elsewhere (back/forward, a shared link) and drops a waiting draft', () => {
    const { result, rerender, commit } = setup('old');
    expect(result.current[0]).toBe('old');
    act(() => result.current[1]('ol'));
    pause();
    rerender({ committed: 'ol' });
    act(() => result.current[1]('o'));
    rerender({ committed: 'old' });
    expect(result.current[0]).toBe('old');
    pause();
    expect(commit).toHaveBeenCalledTimes(1);
    rerender({ committed: '' });
    expect(result.current[0]).toBe('');
  });

  it('commits a waiting draft at once on commitNow, and only once', () => {
    const { result, commit } = setup('');
    act(() => result.current[1]('exam'));
    act(() => result.current[2]());
    expect(commit).toHaveBeenCalledExactlyOnceWith('exam');
    pause();
    act(() => result.current[2]());
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
