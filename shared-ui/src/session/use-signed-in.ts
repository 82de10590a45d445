// The server renders every page signed out (cached for every visitor); the browser asks once hydrated.
import { useCallback, useEffect, useState } from 'react';
import type { SessionCalls } from '@school/shared-api';
import { announceSignIn, onSignInChange } from './sign-in-signal.ts';
import { SIGNED_IN_KEY } from './signed-in-key.ts';

export type SignInState = {
  /** '' for a parent the server knows no name of. */
  name: string | null;
  logOut: () => Promise<boolean>;
};

export function useSignedIn(session: SessionCalls): SignInState {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    let changes = 0;
    const off = onSignInChange((change) => {
      changes += 1;
      remember(change.name);
      setName(change.name);
    });
    const askedAt = changes;
    session.currentSession().then(
      // An answer asked before a login or logout of this page is older than what that announced.
      (signedIn) => {
        if (live && changes === askedAt) {
          remember(signedIn?.name ?? null);
          setName(signedIn?.name ?? null);
        }
      },
      () => undefined,
    );
    return () => {
      live = false;
      off();
    };
  }, [session]);

  const logOut = useCallback(async () => {
    try {
      await session.logout();
    } catch {
      return false;
    }
    announceSignIn({ name: null });
    return true;
  }, [session]);

  return { name, logOut };
}

/** What the server said, for the next still page to know before it asks (decision record 028). */
function remember(name: string | null): void {
  try {
    if (name === null) localStorage.removeItem(SIGNED_IN_KEY);
    else localStorage.setItem(SIGNED_IN_KEY, '1');
  } catch {
    // Storage refused: a still page then wakes when a control is touched.
  }
}
