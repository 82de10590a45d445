import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, isProviderFault, keepAnswers, type ApiClient } from '@school/shared-api';
import { recordAnswer, seededAnswers } from '../data/kept-seed.ts';
import type { RuntimeConfig, SchoolProfile } from '../runtime-config.ts';
import { useRegion } from '../ssr/region-context.tsx';

type RemoteContextValue = { runtime: RuntimeConfig; api: ApiClient };

const RemoteContext = createContext<RemoteContextValue | null>(null);

export function RemoteContextProvider({ runtime, children }: { runtime: RuntimeConfig; children: ReactNode }) {
  const { apiBaseUrl, schoolCode } = runtime;
  const { server, seed } = useRegion();
  // The server's answers become the browser's kept answers, once, before any page asks again.
  useState(() => seed && keepAnswers({ baseUrl: apiBaseUrl, schoolCode }, seededAnswers(seed)));
  const api = useMemo(() => {
    // A failing provider marks a server render degraded (cached briefly), kept answers or not.
    const onFailure = server ? (error: unknown) => void (isProviderFault(error) && (server.degraded = true)) : undefined;
    const onAnswer = server ? (call: string, answer: unknown) => recordAnswer(server, call, answer) : undefined;
    // A server render asks the provider directly and signed out: its page is cached for every visitor.
    return createApiClient({ baseUrl: apiBaseUrl, schoolCode, onFailure, onAnswer, session: server ? undefined : runtime.session });
  }, [apiBaseUrl, schoolCode, runtime.session, server]);
  const value = useMemo(() => ({ runtime, api }), [runtime, api]);
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

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
