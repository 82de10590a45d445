// Test-only: an msw server answering every endpoint of the contract (posts succeed), failing on
// requests nobody expects, with the client's failure logs silenced and the session cleared.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { apiHandlers } from '@school/shared-api/testing';

export function setupApiServer() {
  const server = setupServer(...apiHandlers());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
