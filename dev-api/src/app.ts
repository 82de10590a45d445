import fastifyCompress from '@fastify/compress';
import type { ApiErrorBody } from '@school/shared-api/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { datasetProvider } from './content/dataset.ts';
import { ImageService } from './images/service.ts';
import { type DevApiOptions, resolveOptions } from './options.ts';
import { registerDemoPortal } from './routes/demo-portal.ts';
import { registerRoutes } from './routes/register.ts';
import type { Deps } from './routes/types.ts';
import { Faults, registerFaultSwitch } from './faults.ts';
import { IdempotencyStore } from './store/idempotency.ts';
import { SubmissionStore } from './store/submissions.ts';
import { TcStore } from './store/tc-requests.ts';
import { trustProxyOption } from '@school/config/start-settings';
import { kindByRoute, opsServerOptions, registerServerOps, type ServerOps } from '@school/config/server-ops/server-ops';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { Registry } from 'prom-client';

const kindOf = kindByRoute(
  [
    [/^\/api\/image/, 'image'],
    [/^\/api\/(form|tc|login)\//, 'post'],
    [/^\/api\//, 'list'],
    [/^\/demo\//, 'demo'],
  ],
  { otherwise: 'other', unmatched: 'not-found' },
);

const drains = new WeakMap<FastifyInstance, ServerOps['drain']>();
/** The graceful stop of a dev-api that buildDevApi made. */
export const drainOf = (app: FastifyInstance): ServerOps['drain'] =>
  drains.get(app) ?? (async () => void (await app.close()));

export function buildDevApi(options: DevApiOptions = {}): FastifyInstance {
  const opts = resolveOptions(options);
  // forceCloseConnections: a browser's keep-alive sockets must not hold a shutdown. X-Forwarded-For
  // only from trusted proxies, or anyone could dodge the per-client post limit by writing a new one.
  const app = Fastify({
    ...opsServerOptions(
      opts.log === false
        ? { level: opts.logLevel ?? 'silent' }
        : { level: opts.logLevel ?? 'info', stream: opts.log === true ? undefined : opts.log },
    ),
    bodyLimit: 64 * 1024,
    forceCloseConnections: true,
    trustProxy: trustProxyOption(opts.trustedProxies),
  });
  const ops = registerServerOps(app, {
    registry: opts.metrics ?? new Registry(),
    kindOf,
    log: { linesPerSecond: opts.logLinesPerSecond },
    // Its data store: the folder where form posts and TC requests are kept can be written.
    ready: {
      dataStore: async () => {
        await mkdir(opts.dataDir, { recursive: true });
        await access(opts.dataDir, constants.W_OK);
        return true;
      },
    },
  });
  drains.set(app, ops.drain);
  const dataset = datasetProvider(opts.now, opts.scale);
  const tc = new TcStore(opts.dataDir);
  const submissions = new SubmissionStore(opts.dataDir);
  const deps: Deps = {
    opts,
    dataset,
    images: new ImageService(opts.imageCacheDir, dataset, tc, opts.imageCacheBytes, opts.photos),
    submissions,
    tc,
    keys: new IdempotencyStore(async () => [...(await submissions.claims()), ...(await tc.claims())]),
    faults: new Faults(),
  };

  const { observe } = opts;
  if (observe)
    app.addHook('onRequest', async (req) =>
      observe({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        cookie: req.headers.cookie,
      }),
    );

  app.setErrorHandler((err: FastifyError, _req, reply) => {
    // A 5xx is logged by server-ops' onError hook, its message escaped.
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    void reply
      .code(status)
      .send({ error: status >= 500 ? 'Internal server error' : err.message } satisfies ApiErrorBody);
  });
  app.setNotFoundHandler((_req, reply) => {
    void reply.code(404).send({ error: 'Not found' } satisfies ApiErrorBody);
  });

  // A real provider compresses its large JSON lists. Routes go in a plugin after it, so its hook
  // applies to them.
  void app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  void app.register(async (routes) => {
    await registerRoutes(routes, deps);
    registerDemoPortal(routes);
    if (opts.faults) registerFaultSwitch(routes, deps.faults);
  });

  // Let queued writes (submissions, TC requests, cached images) finish before closing.
  app.addHook('onClose', async () => {
    deps.faults.set([]);
    await Promise.all([deps.submissions.idle(), deps.tc.idle(), deps.images.cache.flush()]);
  });
  return app;
}
