// What a form needs and nothing of the lists: an island's form posts with it without the whole client
// (decision record 028).
import { createFormCalls } from './form-calls.ts';
import { createSend } from './http.ts';
import { createImageCalls } from './image-calls.ts';
import { createSessionCalls, type SessionCalls } from './session-calls.ts';

/** The same origin's session route carries the posts (decision record 011); none in a test without the shell. */
export type FormClientConfig = { baseUrl: string; schoolCode: string; session?: string | undefined };

/**
 * The posts, and the download of what a post answers (a transfer certificate). `onSessionEnded`:
 * the school server refused the signed-in parent's session (a 401 through the session route).
 */
export function createFormClient(config: FormClientConfig & { onSessionEnded?: () => void }) {
  const send = createSend(config);
  return { ...createFormCalls(send), downloadImage: createImageCalls(send, config.baseUrl).downloadImage };
}
export type FormClient = ReturnType<typeof createFormClient>;

// The page's, not a module's: islands of several containers (each with its own copy of this
// package) ask at once on a signed-in parent's page, and the server is asked once.
const ASKING = Symbol.for('school:session-asking');
type Asking = Map<string, ReturnType<SessionCalls['currentSession']>>;
const askingOfPage = (): Asking => ((globalThis as { [ASKING]?: Asking })[ASKING] ??= new Map());

/** Who is signed in, and Log out, through the shell's session route, without the whole client. */
export function createSessionClient(config: FormClientConfig): SessionCalls {
  const calls = createSessionCalls(createSend(config));
  const key = JSON.stringify([config.baseUrl, config.schoolCode, config.session]);
  return {
    ...calls,
    currentSession: () => {
      const asking = askingOfPage();
      let answer = asking.get(key);
      if (!answer) {
        answer = calls.currentSession().finally(() => asking.delete(key));
        asking.set(key, answer);
      }
      return answer;
    },
  };
}

export { ApiError, isApiError } from './api-error.ts';
export { newIdempotencyKey, type PostOptions } from './form-calls.ts';
export * from '../contract/form-errors.ts';
export * from '../contract/form-rules.ts';
export { downloadFile } from '../download-file.ts';
