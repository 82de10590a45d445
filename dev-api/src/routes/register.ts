// A new contract endpoint without a handler (or a renamed one) fails to compile here.
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import {
  type ApiErrorBody,
  type EndpointName,
  endpoints,
  TOO_MANY_ATTEMPTS,
  VISITOR_ADDRESS_HEADER,
  VISITOR_KEY_HEADER,
} from '@school/shared-api/contract';
import { keyCheck } from '@school/config/server-ops/shared-key';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { formHandlers } from './forms.ts';
import { imageHandlers } from './images.ts';
import { itemHandlers, listHandlers } from './lists.ts';
import type { Deps, Handler } from './types.ts';
import { paramsOf } from './types.ts';

const names = Object.keys(endpoints) as EndpointName[];

/** The client a post counts against: the visitor the shell names, believed only with the shell's key. */
function visitorFrom(key: string | undefined) {
  const carriesKey = keyCheck(key);
  return (req: FastifyRequest): string => {
    const named = req.headers[VISITOR_ADDRESS_HEADER];
    if (!carriesKey || typeof named !== 'string' || named.length > 64) return req.ip;
    return carriesKey(req.headers[VISITOR_KEY_HEADER]) ? `visitor ${named}` : req.ip;
  };
}
const limited = names.filter((name) => 429 in endpoints[name].responses);

export async function registerRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  // The site and each remote are served from other origins; auth calls send Authorization, so they are preflighted.
  void app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept'],
    maxAge: 86400,
  });

  // Only the routes that ask for it are limited; the answer goes through the app's JSON error handler.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: context.statusCode }),
  });
  const { max, windowMs } = deps.opts.postLimit;
  const visitorOf = visitorFrom(deps.opts.visitorKey);

  const handlers: Record<EndpointName, Handler> = {
    ...listHandlers(deps),
    ...itemHandlers(deps),
    ...imageHandlers(deps),
    ...formHandlers(deps),
  };

  const checkSchool: preHandlerAsyncHookHandler = async (req, reply) => {
    if (paramsOf(req).school !== deps.opts.schoolCode)
      return reply.code(404).send({ error: 'Unknown school code' } satisfies ApiErrorBody);
  };

  const hang: onRequestAsyncHookHandler = () => deps.faults.pass('lists');

  for (const name of names) {
    const { method, path, kind } = endpoints[name];
    app.route({
      method,
      url: path,
      handler: handlers[name],
      ...(kind === 'list' || kind === 'item' ? { onRequest: hang } : {}),
      ...(path.includes(':school') ? { preHandler: checkSchool } : {}),
      ...(limited.includes(name)
        ? { config: { rateLimit: { max, timeWindow: windowMs, keyGenerator: visitorOf } } }
        : {}),
    });
  }
}
