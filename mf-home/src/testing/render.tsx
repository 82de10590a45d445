// Renders mf-home components as the parcel would, against msw handlers built from the contract.
import type { ReactElement } from 'react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { renderInRemote } from '@school/shared-ui/testing';
import { apiHandlers, failingHandler, type Fixtures } from '@school/shared-api/testing';
import { endpoints, type EndpointName } from '@school/shared-api';

export const server = setupServer();

/** Starts msw for the test file; unhandled requests fail the test. */
export function startMockApi() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

export function serveApi(fixtures: Fixtures = {}) {
  server.use(...apiHandlers(fixtures));
}

/** Every GET list endpoint answers HTTP 500. */
export function serveErrors() {
  const lists = (Object.keys(endpoints) as EndpointName[]).filter((n) => endpoints[n].method === 'GET' && n !== 'imageByPath' && n !== 'imageByQuery');
  server.use(...apiHandlers(), ...lists.flatMap((n) => failingHandler(n, 500)));
}

export const renderAt = (ui: ReactElement, route = '/') => renderInRemote(ui, { route });
