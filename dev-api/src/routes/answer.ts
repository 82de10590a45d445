import type { EndpointName, ResponseOf, StatusOf } from '@school/shared-api/contract';

/**
 * A post's answer, sent by its route (a post sent again with its idempotency key is given it again);
 * it compiles only for a status the contract declares, with that status's body.
 */
export function answerOf<N extends EndpointName, S extends StatusOf<N>>(
  _name: N,
  status: S,
  body: ResponseOf<N, S>,
): { status: number; body: unknown } {
  return { status, body };
}
