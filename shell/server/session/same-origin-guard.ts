// Refused before the body is read, whatever its content type (docs/decisions/025). A request that
// says neither Sec-Fetch-Site nor Origin is not a browser's, and carries no visitor's cookie by accident.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ApiErrorBody } from '@school/shared-api';

export const CROSS_SITE_REFUSED = 'Only the school website’s own pages can do this.';

/** The cookie's SameSite=Strict keeps reads to the site. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(req: FastifyRequest, publicOrigin: string): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  return origin === publicOrigin || origin === `${req.protocol}://${req.host}`;
}

export function sameOriginGuard(publicOrigin: string, onRefused: () => void = () => {}): onRequestHookHandler {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (SAFE_METHODS.has(req.method) || isSameOrigin(req, publicOrigin)) return;
    onRefused();
    return reply.code(403).send({ error: CROSS_SITE_REFUSED } satisfies ApiErrorBody);
  };
}
