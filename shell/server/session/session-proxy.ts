// The page sends its auth-header calls here and never holds the token (decision record 011), and its
// form posts, whose idempotency key the provider's CORS may not allow from a page (decision record 016).
import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { endpoints, pathPattern, type ApiErrorBody } from '@school/shared-api';
import { VISITOR_ADDRESS_HEADER, VISITOR_KEY_HEADER } from '@school/shared-api/contract';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { proxiedPathOf } from './proxied-path.ts';

type ProxyOptions = {
  runtime: Pick<RuntimeConfig, 'apiBaseUrl' | 'schoolCode'>;
  prefix: string;
  timeoutMs: number;
  bodyLimit: number;
  tokenOf: (req: FastifyRequest) => Promise<string | undefined>;
  /** Shown to the provider with the visitor's address, so its post limit counts visitors (dev-api's visitorKey). */
  visitorKey?: string | undefined;
};

type Method = 'GET' | 'POST';

export const PATH_REFUSED = 'This address is not one the school server answers.';

/** `auth`: the route is given the session's token. The login has a route of its own. */
export function proxiedRoutes(schoolCode: string): { method: Method; pattern: RegExp; auth: boolean }[] {
  return Object.entries(endpoints)
    .filter(([name, e]) => e.auth || (e.kind === 'post' && name !== 'login'))
    .map(([, e]) => ({ method: e.method, pattern: pathPattern(e.path, { school: schoolCode }), auth: e.auth }));
}

/** Never the page's cookies or its own Authorization. */
const forwardedHeaders = [
  'host',
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'content-length',
  'user-agent',
  'idempotency-key',
];
/** The provider must not set cookies on this origin or widen its CORS. */
const droppedAnswerHeaders = /^(set-cookie|access-control-.*)$/i;

export async function registerSessionProxy(server: FastifyInstance, opts: ProxyOptions) {
  const base = new URL(opts.runtime.apiBaseUrl);
  const basePath = base.pathname.replace(/\/+$/, '');
  const allowed = proxiedRoutes(opts.runtime.schoolCode);
  await server.register(fastifyReplyFrom, {
    base: base.origin,
    undici: { headersTimeout: opts.timeoutMs, bodyTimeout: opts.timeoutMs },
  });

  const forward = async (req: FastifyRequest, reply: FastifyReply) => {
    const [raw = '', search = ''] = req.url.slice(opts.prefix.length).split(/(?=\?)/);
    const pathname = proxiedPathOf(raw);
    if (pathname === undefined) return reply.code(400).send({ error: PATH_REFUSED } satisfies ApiErrorBody);
    const route = allowed.find((r) => r.method === req.method && r.pattern.test(pathname));
    if (!route) return reply.code(404).send({ error: 'Not found' });
    const token = route.auth ? await opts.tokenOf(req) : undefined;
    return reply.from(`${basePath}${pathname}${search}`, {
      rewriteRequestHeaders: (_req, headers) => {
        const kept: IncomingHttpHeaders = Object.fromEntries(
          forwardedHeaders.filter((h) => headers[h] !== undefined).map((h) => [h, headers[h]]),
        );
        const visitor = opts.visitorKey
          ? { [VISITOR_ADDRESS_HEADER]: req.ip, [VISITOR_KEY_HEADER]: opts.visitorKey }
          : {};
        return { ...kept, 'x-forwarded-for': req.ip, ...visitor, ...(token ? { authorization: token } : {}) };
      },
      rewriteHeaders: (headers) =>
        Object.fromEntries(Object.entries(headers).filter(([name]) => !droppedAnswerHeaders.test(name))),
      // reply-from's own errors: 503 or 504 as they are; a refused connection comes as a 500.
      onError: (r, { error }) => {
        const status = (error as { statusCode?: number }).statusCode;
        void r
          .code(status === 503 || status === 504 ? status : 502)
          .send({ error: 'The school server could not be reached' } satisfies ApiErrorBody);
      },
    });
  };
  server.route({ method: ['GET', 'POST'], url: `${opts.prefix}/api/*`, bodyLimit: opts.bodyLimit, handler: forward });
}
