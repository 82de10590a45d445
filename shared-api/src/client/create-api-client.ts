import { createFormCalls } from './form-calls.ts';
import { createSend, type ApiClientConfig } from './http.ts';
import { createImageCalls } from './image-calls.ts';
import { createItemCalls } from './item-calls.ts';
import { createListCalls } from './list-calls.ts';

/** The typed client of the provider API: one method per call of SPEC §7. */
export function createApiClient(config: ApiClientConfig) {
  const send = createSend(config);
  return {
    ...createListCalls(send),
    ...createItemCalls(send),
    ...createFormCalls(send),
    ...createImageCalls(send, config.baseUrl),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
