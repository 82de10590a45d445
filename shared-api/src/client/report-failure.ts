import type { EndpointName } from '../contract/index.ts';
import { escapeForLog } from '../log-text.ts';
import { isCancelled, toApiError } from './api-error.ts';
import { oversizeOf } from './body-bound.ts';

const loud: ReadonlySet<EndpointName> = new Set<EndpointName>(['highlightAll']);

export function reportFailure(name: EndpointName, err: unknown): void {
  if (isCancelled(err)) return;
  const e = toApiError(err);
  const status = e.status === undefined ? '' : ` ${e.status}`;
  const log = loud.has(name) ? console.error : console.warn;
  const oversize = oversizeOf(err);
  if (oversize) return log(`[shared-api] ${name} failed: ${oversize}`);
  log(`[shared-api] ${name} failed (${e.kind}${status}): ${escapeForLog(e.message)}`);
}
