// Stateless: an island and the app each may have their own copy.
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** What a visitor types before the page is ready would not reach the form's state: controls wait for this. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
