// Test-only: one msw server per test file, failing on any request no handler expects, and
// console output captured so tests can assert what was logged.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';

export function setupTestServer() {
  const server = setupServer();
  const logs = {} as { warn: MockInstance<typeof console.warn>; error: MockInstance<typeof console.error> };
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    logs.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logs.error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    server.resetHandlers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return { server, logs };
}

/** All text logged through a console spy, one string. */
export function logged(spy: MockInstance<(...args: unknown[]) => void>): string {
  return spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
}
