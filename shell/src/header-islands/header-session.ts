import { useMemo } from 'react';
import { createSessionClient, type FormClientConfig } from '@school/shared-api/form-client';
import type { SessionCalls } from '@school/shared-api';

/** The header islands' session client for the page's runtime (the shell's session route). */
export function useHeaderSession({ baseUrl, schoolCode, session }: FormClientConfig): SessionCalls {
  return useMemo(() => createSessionClient({ baseUrl, schoolCode, session }), [baseUrl, schoolCode, session]);
}
