// Test-only helpers: one msw server per test file serving the contract's paths, and a probe
// that shows the router location so tests can assert what the URL holds.
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { apiHandlers, type Fixtures } from '@school/shared-api/testing';

export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  /** Serves `fixtures` (every other list empty) for the rest of the test. */
  const serve = (fixtures: Fixtures) => server.use(...apiHandlers(fixtures));
  return { server, serve };
}

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
