// One app's process, as it is deployed: dev-api, a remote's server (its files and its regions) or
// the shell's server, a primary whose copies (one, or SHELL_PROCESSES for the shell) share its
// port through the `cluster` module. Started by startSite (spawn-app.ts), which reads whether it is
// ready from its messages. SIGTERM stops it gracefully (the requests in flight are finished),
// SIGINT at once; SIGHUP replaces its copies one at a time, each new one listening before an old
// one stops, so a restart or a release refuses no connection (README "Running the site").
import path from 'node:path';
import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, Registry } from 'prom-client';
import { startMetricsListener, withProcessMetrics } from '@school/config/server-ops/metrics-listener';
import { STOP_BOUND_MS } from '@school/config/server-ops/server-ops';
import { APP_LAUNCH_VARIABLE, type AppLaunch, type AppMessage } from './app-protocol.ts';

const launch = JSON.parse(process.env[APP_LAUNCH_VARIABLE] ?? '{}') as AppLaunch;
const send = (message: AppMessage) => process.send?.(message);
const ops = launch.ops ?? { metricsHost: '127.0.0.1', logLevel: 'silent', accessLinesPerSecond: 50 };
const log = { level: ops.logLevel, linesPerSecond: ops.accessLinesPerSecond };

// The site that started it went away (Ctrl-C, a crash, a test's end): nothing is left on its port.
process.on('disconnect', () => process.exit(0));

type Running = { close(): Promise<void>; drain(): Promise<void> };

async function startServer(metrics: Registry): Promise<Running> {
  switch (launch.server) {
    case 'dev_api': {
      const { startDevApi } = await import('@school/dev-api');
      const { now, ...devApi } = launch.devApi;
      return startDevApi({
        log: ops.logLevel !== 'silent',
        logLevel: ops.logLevel,
        logLinesPerSecond: ops.accessLinesPerSecond,
        ...devApi,
        metrics,
        now: now === undefined ? undefined : new Date(now),
        observe: launch.observe ? (request) => send({ type: 'observed', request }) : undefined,
      });
    }
    case 'shell': {
      const { startShellServer } = await import('@school/shell/server');
      const { server, drain } = await startShellServer({
        root: launch.root,
        port: launch.port,
        host: launch.host ?? 'localhost',
        runtimeConfig: launch.runtimeConfig,
        regionDeadlineMs: launch.regionDeadlineMs,
        dataDeadlineMs: launch.dataDeadlineMs,
        publicOrigin: launch.publicOrigin,
        cacheBytes: launch.cacheBytes,
        providerCacheBytes: launch.providerCacheBytes,
        pictureCacheDir: launch.pictureCacheDir,
        keptAnswersDir: launch.keptAnswersDir,
        // Beside its answers: what a restarted shell starts from.
        keptPagesDir: launch.keptAnswersDir && path.join(launch.keptAnswersDir, 'pages'),
        sessionStoreUrl: launch.sessionStoreUrl,
        trustedProxies: launch.trustedProxies,
        regionKey: launch.regionKey,
        metrics,
        log,
      });
      return { close: () => server.close(), drain };
    }
    default: {
      const { startStaticServer } = await import('@school/region-server/static-server');
      const { serverRendered } = await import('@school/config/remotes');
      const { server, drain } = await startStaticServer({
        root: launch.root,
        port: launch.port,
        host: 'localhost',
        runtimeConfig: launch.runtimeConfig,
        spaFallback: true,
        region: serverRendered(launch.server)
          ? {
              name: launch.server,
              dataDeadlineMs: launch.dataDeadlineMs,
              cacheBytes: launch.cacheBytes,
              providerCacheBytes: launch.providerCacheBytes,
              keptAnswersDir: launch.keptAnswersDir,
              key: launch.regionKey,
            }
          : undefined,
        metrics,
        log,
      });
      return { close: () => server.close(), drain };
    }
  }
}

function failed(error: unknown): AppMessage {
  const { message, stack, code, port } = error as NodeJS.ErrnoException & { port?: number };
  return { type: 'failed', message: stack ?? message ?? String(error), code, port };
}

/** Starts the server, tells the parent (startSite, or the cluster's primary), and stops on SIGTERM or SIGINT. */
async function serve(): Promise<void> {
  const metrics = withProcessMetrics(new Registry());
  let running: Running;
  let listener: { close(): Promise<void> } | undefined;
  try {
    running = await startServer(metrics);
    // A copy of the shell answers its primary, which serves the copies' figures summed.
    if (cluster.isWorker) {
      // Constructing one is what makes prom-client answer the primary's requests.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([metrics]);
    } else if (ops.metricsPort !== undefined)
      listener = await startMetricsListener({ source: metrics, port: ops.metricsPort, host: ops.metricsHost });
  } catch (error) {
    send(failed(error));
    process.exit(1);
  }
  const stop = (how: 'drain' | 'close') => () =>
    void Promise.all([running[how](), listener?.close()]).finally(() => process.exit(0));
  process.once('SIGTERM', stop('drain'));
  process.once('SIGINT', stop('close'));
  send({ type: 'ready' });
}

const name = launch.server === 'dev_api' ? 'dev-api' : launch.server;

/** The server's copies: each a worker on the shared port; one that dies is replaced, SIGHUP replaces them all. */
async function supervise(copies: number): Promise<void> {
  let stopping = false;
  let restarting = false;
  /** Copies told to stop: their exit is no reason to start another. */
  const retiring = new Set<Worker>();

  /** A new copy, once it listens; rejects if it fails to start. */
  const fork = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      let ready = false;
      worker.on('message', (message: AppMessage) => {
        // What reaches the provider is told to whoever started the site (the e2e tests watch it).
        if (message?.type === 'observed') send(message);
        if (message?.type === 'failed') reject(new Error(message.message));
        if (message?.type === 'ready') {
          ready = true;
          resolve(worker);
        }
      });
      worker.on('exit', (code, signal) => {
        if (!ready)
          return reject(new Error(`a copy of ${name}'s server exited before it was ready (${signal ?? code})`));
        if (stopping || retiring.has(worker)) return;
        console.error(`[${name}] a copy of its server stopped (${signal ?? code}); starting another`);
        fork().catch((error: unknown) => console.error(`[${name}] the copy could not be started:`, error));
      });
    });

  const stopCopy = (worker: Worker) => {
    retiring.add(worker);
    const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
    worker.process.kill('SIGTERM');
    // A copy that does not stop within its bound (and a little more) is ended.
    const killer = setTimeout(() => worker.process.kill('SIGKILL'), STOP_BOUND_MS + 2_000);
    return exited.finally(() => clearTimeout(killer));
  };

  /** One copy at a time: a new one ready first, then an old one stops, finishing what it was answering. */
  async function restart() {
    if (restarting || stopping) return;
    restarting = true;
    try {
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || retiring.has(old)) continue;
        await fork();
        await stopCopy(old);
      }
      if (ops.logLevel !== 'silent')
        console.log(
          `[${name}] ${copies === 1 ? 'its copy was' : `its ${copies} copies were`} replaced, the new one ready first`,
        );
      send({ type: 'restarted', copies });
    } catch (error) {
      console.error(`[${name}] a new copy could not be started; the copies still running stay:`, error);
    } finally {
      restarting = false;
    }
  }

  let listener: { close(): Promise<void> } | undefined;
  try {
    await Promise.all(Array.from({ length: copies }, fork));
    if (ops.metricsPort !== undefined)
      listener = await startMetricsListener({
        source: new AggregatorRegistry(),
        port: ops.metricsPort,
        host: ops.metricsHost,
      });
  } catch (error) {
    send(failed(error));
    process.exit(1);
  }
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    void Promise.all([...workers.map(stopCopy), listener?.close()]).finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.on('SIGHUP', () => void restart());
  send({ type: 'ready' });
}

if (cluster.isPrimary) await supervise(launch.server === 'shell' ? launch.copies : 1);
else await serve();
