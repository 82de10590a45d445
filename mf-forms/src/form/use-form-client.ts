import { useMemo } from 'react';
import { createFormClient, createSessionClient, type FormClientConfig } from '@school/shared-api/form-client';
import { announceSessionRefused } from '@school/shared-ui/island';

/** A form island's own client: it posts without the app's (decision record 028). */
export function useFormClient({ baseUrl, schoolCode, session }: FormClientConfig) {
  return useMemo(() => {
    const config = { baseUrl, schoolCode, session };
    // A session the school server refused: the page's header and the other tabs show the parent signed out.
    return createFormClient({ ...config, onSessionEnded: () => announceSessionRefused(createSessionClient(config)) });
  }, [baseUrl, schoolCode, session]);
}
