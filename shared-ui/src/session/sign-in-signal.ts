// How one part of a page tells the others that the parent signed in or out. The Login form
// (mf-forms) and the shell's header are separate React roots, possibly separate copies of this
// package, so they share no state: a DOM event on window reaches every root of this tab, and a
// BroadcastChannel of the same name carries it to the site's other tabs (they share the cookie).

/** The window event's type; its detail is a SignInChange. */
export const SIGN_IN_EVENT = 'school:sign-in';
/** The BroadcastChannel that carries the same change to the site's other tabs. */
export const SIGN_IN_CHANNEL = 'school:sign-in';

/**
 * `name`: the parent now signed in, or null when signed out. `ended`: the session was refused by
 * the school server (a 401 on an auth call), not left by the parent.
 */
export type SignInChange = { name: string | null; ended?: boolean };

let channel: BroadcastChannel | null | undefined;

/** One channel per copy of this module: a channel never hears its own messages, so this tab is told once, by the event. */
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

/** Tells this tab's roots and the site's other tabs. Does nothing on a server. */
export function announceSignIn(change: SignInChange): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<SignInChange>(SIGN_IN_EVENT, { detail: change }));
  tabsChannel()?.postMessage(change);
}

/** Calls `listener` with every change announced from now on, in this tab or another; returns the unsubscribe. */
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
