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

/** Who is signed in, and Log out, through the shell's session route, without the whole client. */
export const createSessionClient = (config: FormClientConfig): SessionCalls => createSessionCalls(createSend(config));

export { ApiError, isApiError } from './api-error.ts';
export { newIdempotencyKey, type PostOptions } from './form-calls.ts';
export * from '../contract/form-errors.ts';
export * from '../contract/form-rules.ts';
export { downloadFile } from '../download-file.ts';
