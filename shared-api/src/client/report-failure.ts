import type { EndpointName } from '../contract/index.ts';
import { isCancelled, toApiError } from './api-error.ts';

// SPEC §7: the home notices call "throws and is logged" on a non-OK status; we keep the page
// alive with an empty list but log it as an error, not a warning.
const loud: ReadonlySet<EndpointName> = new Set<EndpointName>(['highlightAll']);

/** Logs a failed getter call; a call the caller cancelled is not a failure and stays quiet. */
export function reportFailure(name: EndpointName, err: unknown): void {
  if (isCancelled(err)) return;
  const e = toApiError(err);
  const status = e.status === undefined ? '' : ` ${e.status}`;
  const log = loud.has(name) ? console.error : console.warn;
  log(`[shared-api] ${name} failed (${e.kind}${status}): ${e.message}`);
}
