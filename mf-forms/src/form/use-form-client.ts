import { useMemo } from 'react';
import { createFormClient, type FormClientConfig } from '@school/shared-api/form-client';
import { announceSignIn } from '@school/shared-ui/island';

// A session the school server refused: the page's header and the other tabs show the parent signed out.
const sessionEnded = () => announceSignIn({ name: null, ended: true });

/** A form island's own client: it posts without the app's (decision record 028). */
export function useFormClient({ baseUrl, schoolCode, session }: FormClientConfig) {
  return useMemo(
    () => createFormClient({ baseUrl, schoolCode, session, onSessionEnded: sessionEnded }),
    [baseUrl, schoolCode, session],
  );
}
