// What every server of the site has for whoever runs it (README "Running the site"): liveness and
// readiness, its requests counted and timed, one access line a request, and a graceful stop.
import {
  LogController,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { Server } from 'node:net';
import { Counter, Histogram, type Registry } from 'prom-client';
import { errorForLog, escapeForLog } from '@school/shared-api/log-text';
import { lineBudget } from './line-budget.ts';
import { registerRequestBounds, requestBoundsOptions } from './request-bounds.ts';
import { DEFAULT_ACCESS_LINES_PER_SECOND, type LogLevel } from './log-levels.ts';

export { logLevels, type LogLevel } from './log-levels.ts';
import { REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';

export const HEALTH_LIVE_PATH = '/_health/live';
export const HEALTH_READY_PATH = '/_health/ready';
/** How long a stop waits for the requests in flight and the kept-alive connections to end. */
export const STOP_BOUND_MS = 10_000;

export type LogOptions = {
  /** Default silent: a server started by a test writes nothing. `pnpm start` says info. */
  level?: LogLevel | undefined;
  /** Access lines a second at most; the rest are counted in one summary line. */
  linesPerSecond?: number | undefined;
  /** Default stdout. */
  stream?: { write(line: string): void } | undefined;
};

/** Pino escapes the C0 controls but leaves DEL, C1 and U+2028/2029: request values go through log-text.ts first. */
const serializers = {
  req: (req) => ({ method: req.method, url: escapeForLog(req.url) }),
  err: (err) => ({ type: err.name, message: escapeForLog(err.message), stack: errorForLog(err) }),
} satisfies FastifyLoggerOptions['serializers'];

/** Fastify's own options for it: pino, one id a request, and no request lines of Fastify's (ours are one a request). */
export function opsServerOptions(log: LogOptions = {}) {
  return {
    ...requestBoundsOptions,
    logger: { level: log.level ?? 'silent', serializers, ...(log.stream ? { stream: log.stream } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers[REQUEST_ID_HEADER]),
  } satisfies FastifyServerOptions;
}

export type ReadinessChecks = Record<string, () => boolean | Promise<boolean>>;

export type ServerOpsOptions = {
  /** Where this server counts; the process serves it on its metrics port. */
  registry: Registry;
  /** A few words for what a request asked for (page, region, asset, …): a label, so never the URL. */
  kindOf: (req: FastifyRequest) => string;
  /** What must hold for the server to do its job; each is asked on every readiness probe. */
  ready?: ReadinessChecks;
  log?: LogOptions;
};

export type ServerOps = {
  /** Stops accepting, finishes the requests in flight (at most boundMs), then closes the server. */
  drain(boundMs?: number): Promise<void>;
};

const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Register before the routes, so its hooks apply to all of them. */
export function registerServerOps(server: FastifyInstance, opts: ServerOpsOptions): ServerOps {
  const requests = new Counter({
    name: 'school_http_requests_total',
    help: 'Requests answered, by what they asked for and the status answered',
    labelNames: ['kind', 'status'],
    registers: [opts.registry],
  });
  const duration = new Histogram({
    name: 'school_http_request_duration_seconds',
    help: 'Time from a request to its answer, by what it asked for',
    labelNames: ['kind'],
    buckets: seconds,
    registers: [opts.registry],
  });
  const budget = lineBudget({
    perSecond: opts.log?.linesPerSecond ?? DEFAULT_ACCESS_LINES_PER_SECOND,
    onDropped: (dropped, windowMs) => server.log.warn({ dropped, windowMs }, 'access lines left out'),
  });

  registerRequestBounds(server);
  let stopping = false;
  let inFlight = 0;
  server.addHook('onRequest', async (_req, reply) => {
    inFlight += 1;
    reply.raw.once('close', () => (inFlight -= 1));
  });
  // A client told so opens its next connection elsewhere (another copy) instead of reusing this one.
  server.addHook('onSend', async (_req, reply) => {
    if (stopping) reply.header('Connection', 'close');
  });
  server.addHook('onResponse', async (req, reply) => {
    const kind = opts.kindOf(req);
    const status = String(reply.statusCode);
    requests.inc({ kind, status });
    duration.observe({ kind }, reply.elapsedTime / 1000);
    if (kind === 'health' || !budget.take()) return;
    req.log.info({ req, status: reply.statusCode, ms: Math.round(reply.elapsedTime), kind }, 'request');
  });
  // Fastify's own error lines go with its request lines: a failure is written here, never rate-limited.
  server.addHook('onError', async (req, _reply, err) => {
    if (!err.statusCode || err.statusCode >= 500) req.log.error({ err }, 'request failed');
  });
  server.addHook('onClose', async () => budget.flush());

  server.get(HEALTH_LIVE_PATH, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'live' };
  });
  server.get(HEALTH_READY_PATH, async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (stopping) return reply.code(503).send({ status: 'stopping' });
    const names = Object.keys(opts.ready ?? {});
    const results = await Promise.all(
      names.map(async (name) => {
        try {
          return (await opts.ready![name]!()) ? 'ok' : 'failing';
        } catch {
          return 'failing';
        }
      }),
    );
    const checks = Object.fromEntries(names.map((name, i) => [name, results[i]]));
    const ready = results.every((r) => r === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });

  return {
    async drain(boundMs = STOP_BOUND_MS) {
      if (stopping) return;
      stopping = true;
      const started = Date.now();
      // Only the listening socket: Node's http close would also cut the idle keep-alive connections,
      // and a request a client is sending on one at that moment would be lost. Each ends instead
      // after its next answer (Connection: close) or when its client lets it go (KEEP_ALIVE_MS). In
      // a cluster the primary hands this copy's new connections to the others from now on.
      if (server.server.listening) Server.prototype.close.call(server.server);
      const open = () => new Promise<number>((resolve) => server.server.getConnections((_, n) => resolve(n ?? 0)));
      let connections = await open();
      while (Date.now() - started < boundMs && (inFlight > 0 || connections > 0)) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        connections = await open();
      }
      if (inFlight > 0 || connections > 0)
        server.log.warn({ inFlight, connections, boundMs }, 'stopped with requests or connections still open');
      await server.close();
    },
  };
}

/**
 * The kind of a request by the route it matched (its pattern, never its URL, so a label stays one
 * of a few): the first rule that fits, `otherwise` for the other routes, `unmatched` for the
 * not-found handler's.
 */
export function kindByRoute(
  rules: readonly (readonly [route: RegExp, kind: string])[],
  { otherwise, unmatched }: { otherwise: string; unmatched: string },
) {
  return (req: FastifyRequest): string => {
    const route = req.routeOptions.url;
    if (route === undefined) return unmatched;
    if (route.startsWith('/_health/')) return 'health';
    return rules.find(([pattern]) => pattern.test(route))?.[1] ?? otherwise;
  };
}
