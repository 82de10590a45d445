import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, toApiError, type ApiClient } from '@school/shared-api';
import type { RuntimeConfig, SchoolProfile } from '../runtime-config.ts';
import { useRegion } from '../ssr/region-context.tsx';

type RemoteContextValue = { runtime: RuntimeConfig; api: ApiClient };

const RemoteContext = createContext<RemoteContextValue | null>(null);

export function RemoteContextProvider({ runtime, children }: { runtime: RuntimeConfig; children: ReactNode }) {
  const { apiBaseUrl, schoolCode } = runtime;
  const { server } = useRegion();
  const api = useMemo(() => {
    // A 4xx is the provider's answer (an album that does not exist); anything else is the provider failing.
    const onFailure = server ? (error: unknown) => void (isProviderFault(error) && (server.degraded = true)) : undefined;
    // A server render asks the provider directly and signed out: its page is cached for every visitor.
    return createApiClient({ baseUrl: apiBaseUrl, schoolCode, onFailure, session: server ? undefined : runtime.session });
  }, [apiBaseUrl, schoolCode, runtime.session, server]);
  const value = useMemo(() => ({ runtime, api }), [runtime, api]);
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

const isProviderFault = (error: unknown) => {
  const { status } = toApiError(error);
  return status === undefined || status >= 500;
};

function useRemoteContext(): RemoteContextValue {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useApi/useSchool/useRuntime must be used inside a parcel created with createParcel');
  return value;
}

/** The typed provider API client, configured with the runtime base URL and school code. */
export const useApi = (): ApiClient => useRemoteContext().api;
/** The school profile (name, contacts, links) from the runtime configuration. */
export const useSchool = (): SchoolProfile => useRemoteContext().runtime.school;
export const useRuntime = (): RuntimeConfig => useRemoteContext().runtime;
