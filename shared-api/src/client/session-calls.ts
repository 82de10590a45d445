// A remote on its own keeps its token in memory only: it has no session to ask about after a reload.
import axios from 'axios';
import { signedInSchema, type SignedIn } from '../contract/index.ts';
import { tokenKeeperOf, type Send } from './http.ts';

export function createSessionCalls(send: Send) {
  const tokens = send.tokens ?? tokenKeeperOf({});
  return {
    /** Rejects when the server cannot tell. */
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
    logout: async (): Promise<void> => {
      tokens.set(null);
      await send.toSession?.('DELETE');
    },
  };
}
export type SessionCalls = ReturnType<typeof createSessionCalls>;
