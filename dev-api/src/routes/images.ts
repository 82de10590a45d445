import type { ApiErrorBody, EndpointOfKind } from '@school/shared-api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { normalizeImagePath, parseWidth } from '../images/service.ts';
import type { Format } from '../images/photo.ts';
import { TC_PREFIX } from '../store/tc-requests.ts';
import type { Deps, Handler } from './types.ts';
import { paramsOf, queryOf } from './types.ts';

const NOT_FOUND: ApiErrorBody = { error: 'Image not found' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

function formatOf(req: FastifyRequest, explicit: string | undefined): { format: Format; negotiable: boolean } {
  if (explicit === 'webp') return { format: 'webp', negotiable: false };
  if (explicit === 'jpeg' || explicit === 'jpg') return { format: 'jpeg', negotiable: false };
  const accept = req.headers.accept ?? '';
  return { format: accept.includes('image/webp') ? 'webp' : 'jpeg', negotiable: true };
}

/** `byQuery`: the TC download's call; a certificate is given to no other (a picture path is cached and shared). */
async function serve(
  deps: Deps,
  raw: string | undefined,
  req: FastifyRequest,
  reply: FastifyReply,
  byQuery: boolean,
): Promise<unknown> {
  const query = queryOf(req);
  const path = normalizeImagePath(raw);
  if (!path) return reply.code(404).send(NOT_FOUND);
  const certificate = path.startsWith(TC_PREFIX);
  if (certificate && !byQuery) return reply.code(404).send(NOT_FOUND);
  const { format, negotiable } = formatOf(req, query.format);
  const result = await deps.images.get({ path, width: parseWidth(query.w), format });
  if (!result) return reply.code(404).send(NOT_FOUND);
  // A certificate holds a child's name: for the browser that asked for it only, never a shared cache.
  reply.header('Cache-Control', certificate ? 'private, no-store' : IMMUTABLE).header('ETag', result.etag);
  if (result.negotiated && negotiable) reply.header('Vary', 'Accept');
  if (req.headers['if-none-match'] === result.etag) return reply.code(304).send();
  if (result.contentType === 'application/pdf')
    reply.header('Content-Disposition', `inline; filename="${result.filename.replace(/"/g, '')}"`);
  return reply.type(result.contentType).send(result.body);
}

export function imageHandlers(deps: Deps): Record<EndpointOfKind<'image'>, Handler> {
  return {
    imageByPath: (req, reply) => serve(deps, paramsOf(req)['*'], req, reply, false),
    imageByQuery: (req, reply) => serve(deps, queryOf(req).url, req, reply, true),
  };
}
