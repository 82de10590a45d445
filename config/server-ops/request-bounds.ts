// Every server reads a request only as far as its route needs, and not for long (issue 52): a body
// is parsed only on a route that takes one, within a size and a nesting depth, and a request whose
// headers and body have not all come within the deadline is closed.
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import secureJson from 'secure-json-parse';

/** Headers and body, from the first byte. */
export const REQUEST_DEADLINE_MS = 15_000;
const HEADERS_DEADLINE_MS = 10_000;
/** How often Node looks for requests past their deadline; the default, 30 s, doubled it. */
const DEADLINE_CHECK_MS = 1_000;
/**
 * How long an idle kept-alive connection stays open, said to the client in Keep-Alive (Node's
 * default; Fastify's is 72 s). undici (fetch) lets its own go before that, so a stopping server
 * waits for them to go instead of cutting one a request is being sent on (record 045).
 */
export const KEEP_ALIVE_MS = 5_000;
/** A route that takes a body says how large; this is everyone else's. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;
/** No form of the site nests deeper than 3. */
export const MAX_JSON_DEPTH = 16;
export const TOO_DEEP = 'The request body is nested too deeply.';

export const requestBoundsOptions = {
  requestTimeout: REQUEST_DEADLINE_MS,
  keepAliveTimeout: KEEP_ALIVE_MS,
  bodyLimit: DEFAULT_BODY_LIMIT,
  http: { headersTimeout: HEADERS_DEADLINE_MS, connectionsCheckingInterval: DEADLINE_CHECK_MS },
} satisfies FastifyHttpOptions<Server>;

const READS_NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the JSON text nests no deeper than `max` arrays and objects (strings skipped). */
export function nestsWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > max) return false;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return true;
}

export function registerRequestBounds(server: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  // A page or file URL takes no body: refused before a byte of it is read, and the connection not
  // kept, so its body is never read at all.
  server.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url !== undefined || READS_NO_BODY.has(req.method)) return;
    return reply.code(405).headers({ allow: 'GET, HEAD', connection: 'close' }).send();
  });
  server.removeContentTypeParser('application/json');
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, text, done) => {
    const body = String(text);
    // An empty JSON body is no body (a log out sent with fetch's JSON defaults).
    if (body.trim() === '') return done(null, undefined);
    if (!nestsWithin(body, maxDepth)) return done(Object.assign(new Error(TOO_DEEP), { statusCode: 400 }), undefined);
    try {
      done(null, secureJson.parse(body, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
    }
  });
}
