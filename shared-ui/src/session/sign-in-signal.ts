// The Login form and the shell's header are separate React roots, maybe separate copies of this
// package: a DOM event reaches every root of this tab, a BroadcastChannel the site's other tabs.

import type { SessionCalls } from '@school/shared-api';

export const SIGN_IN_EVENT = 'school:sign-in';
export const SIGN_IN_CHANNEL = 'school:sign-in';

export type SignInChange = { name: string | null };

let channel: BroadcastChannel | null | undefined;

/** A channel never hears its own messages, so this tab is told once, by the event. */
function tabsChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_IN_CHANNEL) : null;
  return channel;
}

const isChange = (value: unknown): value is SignInChange =>
  typeof value === 'object' &&
  value !== null &&
  'name' in value &&
  (typeof value.name === 'string' || value.name === null);

export function announceSignIn(change: SignInChange): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SignInChange>(SIGN_IN_EVENT, { detail: change }));
  tabsChannel()?.postMessage(change);
}

/**
 * The school server refused the session (a 401 through the session route): the page that saw it drops
 * the cookie at once, whatever its header knows yet, or the next page would show the name again.
 */
export function announceSessionRefused(session: Pick<SessionCalls, 'logout'>): void {
  session.logout().catch(() => undefined);
  announceSignIn({ name: null });
}

export function onSignInChange(listener: (change: SignInChange) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const fromTab = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (isChange(detail)) listener(detail);
  };
  const fromOtherTab = (event: MessageEvent<unknown>) => {
    if (isChange(event.data)) listener(event.data);
  };
  const tabs = tabsChannel();
  window.addEventListener(SIGN_IN_EVENT, fromTab);
  tabs?.addEventListener('message', fromOtherTab);
  return () => {
    window.removeEventListener(SIGN_IN_EVENT, fromTab);
    tabs?.removeEventListener('message', fromOtherTab);
  };
}
