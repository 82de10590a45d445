import fastifyCompress from '@fastify/compress';
import type { ApiErrorBody } from '@school/shared-api/contract';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { datasetProvider } from './content/dataset.ts';
import { ImageService } from './images/service.ts';
import { type DevApiOptions, resolveOptions } from './options.ts';
import { requestLog } from './request-log.ts';
import { registerDemoPortal } from './routes/demo-portal.ts';
import { registerRoutes } from './routes/register.ts';
import type { Deps } from './routes/types.ts';
import { Faults, registerFaultSwitch } from './faults.ts';
import { IdempotencyStore } from './store/idempotency.ts';
import { SubmissionStore } from './store/submissions.ts';
import { TcStore } from './store/tc-requests.ts';
import { trustProxyOption } from '@school/config/start-settings';

export function buildDevApi(options: DevApiOptions = {}): FastifyInstance {
  const opts = resolveOptions(options);
  // forceCloseConnections: a browser's keep-alive sockets must not hold a shutdown. X-Forwarded-For
  // only from trusted proxies, or anyone could dodge the per-client post limit by writing a new one.
  const app = Fastify({
    logger: requestLog(opts.log),
    bodyLimit: 64 * 1024,
    forceCloseConnections: true,
    trustProxy: trustProxyOption(opts.trustedProxies),
  });
  const dataset = datasetProvider(opts.now, opts.scale);
  const tc = new TcStore(opts.dataDir);
  const deps: Deps = {
    opts,
    dataset,
    images: new ImageService(opts.imageCacheDir, dataset, tc, opts.imageCacheBytes, opts.photos),
    submissions: new SubmissionStore(opts.dataDir),
    tc,
    keys: new IdempotencyStore(opts.dataDir),
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

  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 ? err.statusCode : 500;
    // The message goes in `err` (escaped there), not as the line's msg, which pino writes as it is.
    if (status >= 500) req.log.error({ err }, 'request failed');
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
    await Promise.all([deps.submissions.idle(), deps.tc.idle(), deps.keys.idle(), deps.images.cache.flush()]);
  });
  return app;
}
