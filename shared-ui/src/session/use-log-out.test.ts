import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLogOut } from './use-log-out.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useLogOut', () => {
  it('logs out once while pending, then tells the caller', async () => {
    const answer = deferred<boolean>();
    const logOut = vi.fn(() => answer.promise);
    const loggedOut = vi.fn();
    const { result } = renderHook(() => useLogOut(logOut, loggedOut));
    let first!: Promise<void>;
    act(() => void (first = result.current.leave()));
    expect(result.current.pending).toBe(true);
    await act(() => result.current.leave());
    await act(async () => {
      answer.resolve(true);
      await first;
    });
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(loggedOut).toHaveBeenCalledTimes(1);
    expect(result.current).toMatchObject({ pending: false, failure: null });
  });

  it('says so when the school server could not be told, and clears it on the next try', async () => {
    const logOut = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const loggedOut = vi.fn();
    const { result } = renderHook(() => useLogOut(logOut, loggedOut));
    await act(() => result.current.leave());
    expect(result.current.failure).toBe('You could not be logged out. Please try again.');
    expect(loggedOut).not.toHaveBeenCalled();
    await act(() => result.current.leave());
    expect(result.current.failure).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
  });
});
