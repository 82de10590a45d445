import { useState } from 'react';

export const logOutMessages = {
  done: 'You are now logged out.',
  failed: 'You could not be logged out. Please try again.',
} as const;

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
