import { useState } from 'react';

/** What a Log out tells the parent, wherever it was pressed (the header, the Login page). */
export const logOutMessages = {
  done: 'You are now logged out.',
  failed: 'You could not be logged out. Please try again.',
} as const;

/**
 * A Log out button's state: `leave` ends the session once at a time (`logOut` of useSignedIn),
 * then calls `onLoggedOut`; `failure` is the text to show when the school server could not be told.
 */
export function useLogOut(logOut: () => Promise<boolean>, onLoggedOut: () => void) {
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const leave = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    const done = await logOut();
    setPending(false);
    setFailed(!done);
    if (done) onLoggedOut();
  };

  return { leave, pending, failure: failed ? logOutMessages.failed : null };
}
