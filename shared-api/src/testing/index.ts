// Helpers for tests of any package: the API test setup, msw handlers from the contract table and
// provider-shaped fixtures. Not exported from the package root, so msw stays out of app bundles.
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

/** A token keeper of the test's own (a login's token is kept there); pass a token to start signed in. */
export function keepToken(initial: string | null = null): TokenKeeper {
  let token = initial;
  return { get: () => token, set: (value) => void (token = value) };
}

/** A client pointed at the test API, with a token keeper of its own; pass `token: keepToken('t')` to sign in. */
export function createTestClient(overrides: Partial<ApiClientConfig> & KeepOptions = {}) {
  // Answers kept by one test's client are not another's: each client keeps its own.
  return createApiClient({
    baseUrl: apiBase,
    schoolCode,
    token: keepToken(),
    keptAnswers: createKeptAnswers(),
    ...overrides,
  });
}
