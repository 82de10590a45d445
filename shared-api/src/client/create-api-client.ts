import { createFormCalls } from './form-calls.ts';
import { createSend, type ApiClientConfig } from './http.ts';
import { createImageCalls } from './image-calls.ts';
import { createItemCalls } from './item-calls.ts';
import { createKeeper, type KeepOptions } from './kept-answers.ts';
import { createListCalls } from './list-calls.ts';
import { createSessionCalls } from './session-calls.ts';

export function createApiClient(config: ApiClientConfig & KeepOptions) {
  const send = createSend(config);
  const keeper = createKeeper(config);
  return {
    ...createListCalls(send, keeper),
    ...createItemCalls(send, keeper),
    ...createFormCalls(send),
    ...createSessionCalls(send),
    ...createImageCalls(send, config.baseUrl, config.images),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
