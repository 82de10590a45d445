// Who is signed in, for the shell's header and the Login page (separate React roots). The server
// renders every page signed out (the page is cached for every visitor, decision 008); the browser
// asks GET /session once the part has hydrated, then follows what the Login form, a Log out or a
// refused auth call announces (sign-in-signal).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SessionCalls } from '@school/shared-api';
import { announceSignIn, onSignInChange } from './sign-in-signal.ts';

export type SignInState = {
  /** The parent's name ('' for a parent the server knows no name of); null when signed out. */
  name: string | null;
  /** Ends the session; resolves false when the school server could not be told (still signed in). */
  logOut: () => Promise<boolean>;
};

export function useSignedIn(session: SessionCalls): SignInState {
  const [name, setName] = useState<string | null>(null);
  const current = useRef(name);
  useEffect(() => {
    current.current = name;
  }, [name]);

  useEffect(() => {
    let live = true;
    let changes = 0;
    const off = onSignInChange((change) => {
      changes += 1;
      // A refused token: drop its cookie too, or the next page would show the name again.
      if (change.ended && current.current !== null) session.logout().catch(() => undefined);
      setName(change.name);
    });
    const askedAt = changes;
    session.currentSession().then(
      // An answer asked before a login or logout of this page is older than what that announced.
      (signedIn) => {
        if (live && changes === askedAt) setName(signedIn?.name ?? null);
      },
      // The server cannot tell: stay as rendered (signed out); a later announcement still applies.
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
