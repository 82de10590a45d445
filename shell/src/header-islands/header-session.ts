import { useMemo } from 'react';
import { createSessionClient, type FormClientConfig } from '@school/shared-api/form-client';
import type { SessionCalls } from '@school/shared-api';

// The header's two islands come from one container, so they share this module: they wake together
// on a signed-in parent's page and ask the server once.
const clients = new Map<string, SessionCalls>();

function sessionOf(config: FormClientConfig): SessionCalls {
  const key = JSON.stringify([config.baseUrl, config.schoolCode, config.session]);
  let client = clients.get(key);
  if (!client) {
    const calls = createSessionClient(config);
    let asking: Promise<Awaited<ReturnType<SessionCalls['currentSession']>>> | undefined;
    client = {
      ...calls,
      currentSession: () => (asking ??= calls.currentSession().finally(() => (asking = undefined))),
    };
    clients.set(key, client);
  }
  return client;
}

/** The header islands' one session client for the page's runtime (the shell's session route). */
export function useHeaderSession({ baseUrl, schoolCode, session }: FormClientConfig): SessionCalls {
  return useMemo(() => sessionOf({ baseUrl, schoolCode, session }), [baseUrl, schoolCode, session]);
}
