// The one API test setup of every package: an msw server for the test file that fails on any
// request no handler expects, console output captured (and kept off the report) so tests can
// assert what was logged, and each test a visit of its own (no kept answer, no stored state).
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { forgetKeptAnswers } from '../client/index.ts';
import { endpoints, type EndpointName } from '../contract/index.ts';
import { apiHandlers, failingHandler, type Failure, type Fixtures } from './handlers.ts';

export type Logs = { warn: MockInstance<typeof console.warn>; error: MockInstance<typeof console.error> };

/** The calls that answer JSON records: the contract's lists and single items. */
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
    /** Serves `fixtures` (every other list empty, posts succeed) for the rest of the test. */
    serve: (fixtures: Fixtures = {}) => server.use(...apiHandlers(fixtures)),
    /** Makes one endpoint fail for the rest of the test. */
    fail: (name: EndpointName, failure: Failure) => server.use(...failingHandler(name, failure)),
    /** Every GET list answers `failure`; images and posts still answer. */
    failEveryList: (failure: Failure = 500) =>
      server.use(
        ...apiHandlers(),
        ...(Object.keys(endpoints) as EndpointName[]).filter(answersRecords).flatMap((n) => failingHandler(n, failure)),
      ),
  };
}

/** All text logged through a console spy, one string. */
export function logged(spy: MockInstance<(...args: unknown[]) => void>): string {
  return spy.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
}
