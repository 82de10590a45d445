// Helpers for tests of any package: msw handlers from the contract table and provider-shaped
// fixtures. Not exported from the package root, so msw stays out of app bundles.
import { createApiClient, createKeptAnswers, type ApiClientConfig, type KeepOptions } from '../client/index.ts';
import { apiBase, schoolCode } from './handlers.ts';

export { apiBase, schoolCode, apiHandlers, listHandler, failingHandler, endpointPattern, type Failure, type Fixtures, type HandlerTarget } from './handlers.ts';
export { makeNews, makeGalleryItem, makeTopper, makeBirthday, makeEvent, makeContentItem } from './fixtures.ts';

/** A client pointed at the test API; pass `storage` to give auth calls a token. */
export function createTestClient(overrides: Partial<ApiClientConfig> & KeepOptions = {}) {
  // Answers kept by one test's client are not another's: each client keeps its own.
  return createApiClient({ baseUrl: apiBase, schoolCode, storage: { getItem: () => null }, keptAnswers: createKeptAnswers(), ...overrides });
}
