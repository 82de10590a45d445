import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from then on (and at
 * once in a render that is not a hydration). A control that needs JavaScript is disabled until
 * then: what a visitor types before the page is ready would not reach the form's state.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
