// The demo provider's faults switch (dev-api's `faults`), and the line a page shows while it is on.
import { expect, type APIRequestContext } from '@playwright/test';
import { FAULTS_PATH, type Fault } from '@school/dev-api';
import type { Site } from './fixtures.ts';

/** The line of a page built from kept answers (shared-ui's keptAnswersLine, on the day it was sent). */
export const KEPT_LINE = /^The school's server is not answering; showing what it sent at \d\d:\d\d$/;

/** Makes `on` hang on the site's provider; `[]` lets it answer again. */
export async function hang(request: APIRequestContext, site: Site, on: Fault[]) {
  const res = await request.put(`${site.apiBaseUrl}${FAULTS_PATH}`, { data: { on } });
  expect(res.ok()).toBe(true);
}
