import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, isProviderFault, keepAnswers, type ApiClient } from '@school/shared-api';
import type { PictureSource } from '@school/shared-api/pictures';
import { keptLineNotes } from '../data/kept-line.ts';
import { recordAnswer, seededAnswers } from '../data/kept-seed.ts';
import type { RuntimeConfig, SchoolProfile } from '../runtime-config.ts';
import { announceSessionRefused } from '../session/sign-in-signal.ts';
import { useRegion } from '../ssr/region-context.tsx';

type RemoteContextValue = { runtime: RuntimeConfig; api: ApiClient };

const RemoteContext = createContext<RemoteContextValue | null>(null);

export function RemoteContextProvider({ runtime, children }: { runtime: RuntimeConfig; children: ReactNode }) {
  const { apiBaseUrl, schoolCode, images } = runtime;
  const { server, seed } = useRegion();
  // The server's answers become the browser's kept answers, once, before any page asks again.
  useState(() => seed && keepAnswers({ baseUrl: apiBaseUrl, schoolCode }, seededAnswers(seed)));
  const api = useMemo(() => {
    if (server) {
      const onFailure = (error: unknown) => void (isProviderFault(error) && (server.degraded = true));
      const onAnswer = (call: string, answer: unknown) => recordAnswer(server, call, answer);
      const onKept = (at: number) => {
        server.degraded = true;
        server.keptAt = Math.min(at, server.keptAt ?? at);
      };
      const onUnanswered = () => {
        server.degraded = true;
        server.unanswered = true;
      };
      // A server render asks the provider signed out: its page is cached for every visitor.
      return createApiClient({
        baseUrl: apiBaseUrl,
        schoolCode,
        images,
        onFailure,
        onAnswer,
        admitBody: server.admitBody,
        deadline: server.deadline,
        onKept,
        onUnanswered,
      });
    }
    const client: ApiClient = createApiClient({
      baseUrl: apiBaseUrl,
      schoolCode,
      images,
      session: runtime.session,
      onSessionEnded: () => announceSessionRefused(client),
      deadline: BROWSER_DATA_DEADLINE_MS,
      ...keptLineNotes(runtime.timeZone),
    });
    return client;
  }, [apiBaseUrl, schoolCode, images, runtime.session, runtime.timeZone, server]);
  const value = useMemo(() => ({ runtime, api }), [runtime, api]);
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

/** As a visitor waits: past it, a page shows what it showed before rather than a spinner (a late answer is kept). */
export const BROWSER_DATA_DEADLINE_MS = 5_000;

function useRemoteContext(): RemoteContextValue {
  const value = useContext(RemoteContext);
  if (!value) throw new Error('useApi/useSchool/useRuntime must be used inside a parcel created with createParcel');
  return value;
}

export const useApi = (): ApiClient => useRemoteContext().api;
export const useSchool = (): SchoolProfile => useRemoteContext().runtime.school;
export const useRuntime = (): RuntimeConfig => useRemoteContext().runtime;

/** Where a page's pictures come from, as an island's props carry it (the same object every render). */
export function usePictureSource(): PictureSource {
  const { apiBaseUrl, images } = useRuntime();
  return useMemo(() => ({ baseUrl: apiBaseUrl, images }), [apiBaseUrl, images]);
}
