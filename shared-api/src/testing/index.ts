// Not exported from the package root, so msw stays out of app bundles.
import { createApiClient, createKeptAnswers, type ApiClientConfig, type KeepOptions } from '../client/index.ts';
import type { TokenKeeper } from '../client/http.ts';
import { apiBase, schoolCode } from './handlers.ts';

export {
  apiBase,
  schoolCode,
  apiHandlers,
  listHandler,
  failingHandler,
  endpointPattern,
  type Failure,
  type Fixtures,
  type HandlerTarget,
} from './handlers.ts';
export { setupApi, logged, type Logs } from './setup-api.ts';
export { makeNews, makeGalleryItem, makeTopper, makeBirthday, makeEvent, makeContentItem } from './fixtures.ts';

export function keepToken(initial: string | null = null): TokenKeeper {
  let token = initial;
  return { get: () => token, set: (value) => void (token = value) };
}

export function createTestClient(overrides: Partial<ApiClientConfig> & KeepOptions = {}) {
  return createApiClient({
    baseUrl: apiBase,
    schoolCode,
    token: keepToken(),
    keptAnswers: createKeptAnswers(),
    ...overrides,
  });
}
