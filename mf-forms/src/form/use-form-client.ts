import { useMemo } from 'react';
import { createFormClient, type FormClientConfig } from '@school/shared-api/form-client';

/** A form island's own client: it posts without the app's (decision record 028). */
export function useFormClient({ baseUrl, schoolCode, session }: FormClientConfig) {
  return useMemo(() => createFormClient({ baseUrl, schoolCode, session }), [baseUrl, schoolCode, session]);
}
