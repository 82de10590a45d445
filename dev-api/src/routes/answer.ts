import type { EndpointName, ResponseOf, StatusOf } from '@school/shared-api/contract';
import type { FastifyReply } from 'fastify';

export function answer<N extends EndpointName, S extends StatusOf<N>>(
  reply: FastifyReply,
  _name: N,
  status: S,
  body: ResponseOf<N, S>,
): FastifyReply {
  const code: number = status;
  return reply.code(code).send(body);
}
