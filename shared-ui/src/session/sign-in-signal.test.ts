import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceSessionRefused,
  announceSignIn,
  onSignInChange,
  SIGN_IN_CHANNEL,
  SIGN_IN_EVENT,
  type SignInChange,
} from './sign-in-signal.ts';

const unsubscribes: (() => void)[] = [];
const listen = () => {
  const heard = vi.fn<(change: SignInChange) => void>();
  unsubscribes.push(onSignInChange(heard));
  return heard;
};
afterEach(() => unsubscribes.splice(0).forEach((off) => off()));

describe('sign-in signal', () => {
  it('tells every listener of this tab once', () => {
    const header = listen();
    const other = listen();
    announceSignIn({ name: 'Demo Parent' });
    announceSignIn({ name: null });
    expect(header.mock.calls).toEqual([[{ name: 'Demo Parent' }], [{ name: null }]]);
    expect(other).toHaveBeenCalledTimes(2);
  });

  it('hears what another tab announces on the channel', async () => {
    const heard = listen();
    const otherTab = new BroadcastChannel(SIGN_IN_CHANNEL);
    otherTab.postMessage({ name: null });
    await vi.waitFor(() => expect(heard).toHaveBeenCalledWith({ name: null }));
    otherTab.close();
  });

  it('tells the other tabs what this tab announces', async () => {
    const otherTab = new BroadcastChannel(SIGN_IN_CHANNEL);
    const received = vi.fn();
    otherTab.onmessage = (e: MessageEvent) => received(e.data);
    announceSignIn({ name: 'Demo Parent' });
    await vi.waitFor(() => expect(received).toHaveBeenCalledWith({ name: 'Demo Parent' }));
    otherTab.close();
  });

  it('a refused session drops its cookie and signs this tab out, before any header knew the parent', () => {
    const header = listen();
    const logout = vi.fn(() => Promise.reject(new Error('offline')));
    announceSessionRefused({ logout });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(header).toHaveBeenCalledWith({ name: null });
  });

  it('ignores events that are not a change, and stops after unsubscribing', () => {
    const heard = vi.fn();
    const off = onSignInChange(heard);
    window.dispatchEvent(new CustomEvent(SIGN_IN_EVENT, { detail: { name: 42 } }));
    window.dispatchEvent(new CustomEvent(SIGN_IN_EVENT));
    off();
    announceSignIn({ name: 'Demo Parent' });
    expect(heard).not.toHaveBeenCalled();
  });
});
