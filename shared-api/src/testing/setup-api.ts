// Fails on any request no handler expects; each test is a visit of its own (no kept answer, no stored state).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { forgetKeptAnswers } from '../client/index.ts';
import { endpoints, type EndpointName } from '../contract/index.ts';
import { apiHandlers, failingHandler, type Failure, type Fixtures } from './handlers.ts';

export type Logs = { warn: MockInstance<typeof console.warn>; error: MockInstance<typeof console.error> };

const answersRecords = (name: EndpointName) => endpoints[name].kind === 'list' || endpoints[name].kind === 'item';

export function setupApi() {
  const server = setupServer();
  const logs = {} as Logs;
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    if (typeof window !== 'undefined') {
      window.sessionStorage.clear();
      window.localStorage.clear();
    }
    logs.warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logs.error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    forgetKeptAnswers();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return {
    server,
    logs,
    serve: (fixtures: Fixtures = {}) => server.use(...apiHandlers(fixtures)),
    fail: (name: EndpointName, failure: Failure) => server.use(...failingHandler(name, failure)),
    failEveryList: (failure: Failure = 500) =>
      server.use(
        ...apiHandlers(),
        ...(Object.keys(endpoints) as EndpointName[]).filter(answersRecords).flatMap((n) => failingHandler(n, failure)),
      ),
  };
}

export function logged(spy: MockInstance<(...args: unknown[]) => void>): string {
  return spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
}
