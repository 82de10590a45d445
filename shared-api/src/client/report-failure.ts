import type { EndpointName } from '../contract/index.ts';
import { escapeForLog } from '../log-text.ts';
import { isCancelled, toApiError } from './api-error.ts';

// The home highlights call was meant to throw and be logged on a non-OK status. We keep the page
// alive with an empty list, but log it as an error; the other calls' failures are warnings.
const loud: ReadonlySet<EndpointName> = new Set<EndpointName>(['highlightAll']);

/** Logs a failed getter call; a call the caller cancelled is not a failure and stays quiet. */
export function reportFailure(name: EndpointName, err: unknown): void {
  if (isCancelled(err)) return;
  const e = toApiError(err);
  const status = e.status === undefined ? '' : ` ${e.status}`;
  const log = loud.has(name) ? console.error : console.warn;
  log(`[shared-api] ${name} failed (${e.kind}${status}): ${escapeForLog(e.message)}`);
}
