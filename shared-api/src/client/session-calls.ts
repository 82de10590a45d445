// The sign-in session of the shell's server (docs/decisions/011-sign-in-session.md) as the page
// sees it: who is signed in, and logging out. A page without a session route (a remote on its
// own) keeps its token in memory only, so it has no session to ask about after a reload.
import axios from 'axios';
import { signedInSchema, type SignedIn } from '../contract/index.ts';
import { createSend, tokenKeeperOf, type ApiClientConfig, type Send } from './http.ts';

export function createSessionCalls(send: Send) {
  const tokens = send.tokens ?? tokenKeeperOf({});
  return {
    /** The signed-in parent, or null (signed out: 204, or 401; or no session route). Rejects when the server cannot tell. */
    currentSession: async (): Promise<SignedIn | null> => {
      if (!send.toSession) return null;
      try {
        const { data } = await send.toSession('GET');
        const named = typeof data === 'object' && data !== null && 'name' in data && typeof data.name === 'string';
        const parsed = signedInSchema.safeParse(data);
        return named && parsed.success ? parsed.data : null;
      } catch (error) {
        if (axios.isAxiosError(error) && error.response?.status === 401) return null;
        throw error;
      }
    },
    /** Ends the session: the cookie on the shell's server, or the token in the page's memory. */
    logout: async (): Promise<void> => {
      tokens.set(null);
      await send.toSession?.('DELETE');
    },
  };
}
export type SessionCalls = ReturnType<typeof createSessionCalls>;

/** The session calls alone, for a part of the page that needs no provider data (the shell's header). */
export const createSessionClient = (config: ApiClientConfig): SessionCalls => createSessionCalls(createSend(config));
