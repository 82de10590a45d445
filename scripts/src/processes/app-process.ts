// One app's process, as it is deployed: dev-api, a remote's server (its files and its regions) or
// the shell's server, in as many copies as asked (the `cluster` module shares its port). Started
// by startSite (spawn-app.ts), which reads whether it is ready from its messages.
import cluster from 'node:cluster';
import { APP_LAUNCH_VARIABLE, type AppLaunch, type AppMessage } from './app-protocol.ts';

const launch = JSON.parse(process.env[APP_LAUNCH_VARIABLE] ?? '{}') as AppLaunch;
const send = (message: AppMessage) => process.send?.(message);

// The site that started it went away (Ctrl-C, a crash, a test's end): nothing is left on its port.
process.on('disconnect', () => process.exit(0));

type Running = { close(): Promise<void> };

async function startServer(): Promise<Running> {
  switch (launch.server) {
    case 'dev_api': {
      const { startDevApi } = await import('@school/dev-api');
      const { now, ...devApi } = launch.devApi;
      return startDevApi({
        ...devApi,
        now: now === undefined ? undefined : new Date(now),
        observe: launch.observe ? (request) => send({ type: 'observed', request }) : undefined,
      });
    }
    case 'shell': {
      const { startShellServer } = await import('@school/shell/server');
      const { server } = await startShellServer({
        root: launch.root,
        port: launch.port,
        host: 'localhost',
        runtimeConfig: launch.runtimeConfig,
        regionDeadlineMs: launch.regionDeadlineMs,
        dataDeadlineMs: launch.dataDeadlineMs,
        publicOrigin: launch.publicOrigin,
        cacheBytes: launch.cacheBytes,
        pictureCacheDir: launch.pictureCacheDir,
        sessionStoreUrl: launch.sessionStoreUrl,
        trustedProxies: launch.trustedProxies,
      });
      return server;
    }
    default: {
      const { startStaticServer } = await import('../static-server.ts');
      const { serverRendered } = await import('@school/config/remotes');
      const { server } = await startStaticServer({
        root: launch.root,
        port: launch.port,
        host: 'localhost',
        runtimeConfig: launch.runtimeConfig,
        spaFallback: true,
        region: serverRendered(launch.server)
          ? { name: launch.server, dataDeadlineMs: launch.dataDeadlineMs, cacheBytes: launch.cacheBytes }
          : undefined,
      });
      return server;
    }
  }
}

function failed(error: unknown): AppMessage {
  const { message, stack, code, port } = error as NodeJS.ErrnoException & { port?: number };
  return { type: 'failed', message: stack ?? message ?? String(error), code, port };
}

/** Starts the server, tells the parent (startSite, or the cluster's primary), and stops on SIGTERM or SIGINT. */
async function serve(): Promise<void> {
  let running: Running;
  try {
    running = await startServer();
  } catch (error) {
    send(failed(error));
    process.exit(1);
  }
  const stop = () => void running.close().finally(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  send({ type: 'ready' });
}

/** The shell's copies: each a worker on the shared port; one that dies is replaced. */
function supervise(copies: number): void {
  let ready = 0;
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.on('message', (message: AppMessage) => {
      if (message.type === 'failed') {
        send(message);
        process.exit(1);
      }
      if (message.type === 'ready' && ++ready === copies) send({ type: 'ready' });
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`[shell] a copy of the shell's server stopped (${signal ?? code}); starting another`);
      fork();
    });
  };
  for (let i = 0; i < copies; i++) fork();
  const stop = () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (!left) process.exit(0);
    for (const worker of workers) worker?.once('exit', () => --left === 0 && process.exit(0)).process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (launch.server === 'shell' && launch.copies > 1 && cluster.isPrimary) supervise(launch.copies);
else await serve();
