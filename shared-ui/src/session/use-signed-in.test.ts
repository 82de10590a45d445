import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SessionCalls, SignedIn } from '@school/shared-api';
import { announceSessionRefused, announceSignIn } from './sign-in-signal.ts';
import { SIGNED_IN_KEY } from './signed-in-key.ts';
import { useSignedIn } from './use-signed-in.ts';

function fakeSession(answer: Promise<SignedIn | null>, logout: () => Promise<void> = () => Promise.resolve()) {
  return { currentSession: vi.fn(() => answer), logout: vi.fn(logout) } satisfies SessionCalls;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useSignedIn', () => {
  it('starts signed out, as the server rendered it, then shows what GET /session answers', async () => {
    const answer = deferred<SignedIn | null>();
    const session = fakeSession(answer.promise);
    const { result } = renderHook(() => useSignedIn(session));
    expect(result.current.name).toBeNull();
    await act(async () => answer.resolve({ name: 'Demo Parent' }));
    expect(result.current.name).toBe('Demo Parent');
  });

  it('stays signed out when the server says so or cannot tell', async () => {
    const signedOut = fakeSession(Promise.resolve(null));
    const { result } = renderHook(() => useSignedIn(signedOut));
    await act(async () => undefined);
    expect(result.current.name).toBeNull();
    const unknown = fakeSession(Promise.reject(new Error('502')));
    const failing = renderHook(() => useSignedIn(unknown));
    await act(async () => undefined);
    expect(failing.result.current.name).toBeNull();
  });

  it('follows a login and a logout announced by another part of the page', async () => {
    const session = fakeSession(Promise.resolve(null));
    const { result } = renderHook(() => useSignedIn(session));
    await act(async () => undefined);
    act(() => announceSignIn({ name: 'Demo Parent' }));
    expect(result.current.name).toBe('Demo Parent');
    act(() => announceSignIn({ name: null }));
    expect(result.current.name).toBeNull();
  });

  it('keeps only whether the server says a parent is signed in, for the next still page to wake at once', async () => {
    const session = fakeSession(Promise.resolve({ name: 'Demo Parent' }));
    renderHook(() => useSignedIn(session));
    await act(async () => undefined);
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    act(() => announceSignIn({ name: null }));
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    act(() => announceSignIn({ name: 'Demo Parent' }));
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('1');
    localStorage.clear();
  });

  it('keeps a login announced while GET /session was still on its way (its 401 is older)', async () => {
    const answer = deferred<SignedIn | null>();
    const session = fakeSession(answer.promise);
    const { result } = renderHook(() => useSignedIn(session));
    act(() => announceSignIn({ name: 'Demo Parent' }));
    await act(async () => answer.resolve(null));
    expect(result.current.name).toBe('Demo Parent');
  });

  it('logging out ends the session, then tells every part of the page', async () => {
    const session = fakeSession(Promise.resolve({ name: 'Demo Parent' }));
    const { result } = renderHook(() => useSignedIn(session));
    const otherSession = fakeSession(Promise.resolve({ name: 'Demo Parent' }));
    const other = renderHook(() => useSignedIn(otherSession));
    await waitFor(() => expect(other.result.current.name).toBe('Demo Parent'));
    let done: boolean | undefined;
    await act(async () => void (done = await result.current.logOut()));
    expect(done).toBe(true);
    expect(session.logout).toHaveBeenCalledTimes(1);
    expect(result.current.name).toBeNull();
    expect(other.result.current.name).toBeNull();
  });

  it('a logout the server could not take leaves the parent signed in', async () => {
    const session = fakeSession(Promise.resolve({ name: 'Demo Parent' }), () => Promise.reject(new Error('down')));
    const { result } = renderHook(() => useSignedIn(session));
    await waitFor(() => expect(result.current.name).toBe('Demo Parent'));
    let done: boolean | undefined;
    await act(async () => void (done = await result.current.logOut()));
    expect(done).toBe(false);
    expect(result.current.name).toBe('Demo Parent');
  });

  it('a session refused before GET /session answered stays signed out, and the listener asks nothing more', async () => {
    const answer = deferred<SignedIn | null>();
    const session = fakeSession(answer.promise);
    const { result } = renderHook(() => useSignedIn(session));
    act(() => announceSessionRefused({ logout: () => Promise.resolve() }));
    await act(async () => answer.resolve({ name: 'Demo Parent' }));
    expect(result.current.name).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(session.logout).not.toHaveBeenCalled();
  });
});
