// Starts one app in a process of its own (app-process.ts, bundled: app-bundle.ts) and stops it:
// startSite runs every app of the site this way, as each is deployed.
import { fork, type ChildProcess } from 'node:child_process';
import type { ObservedRequest } from '@school/dev-api';
import { appBundle } from './app-bundle.ts';
import { APP_LAUNCH_VARIABLE, type AppLaunch, type AppMessage } from './app-protocol.ts';

const START_TIMEOUT_MS = 60_000;
/**
 * The JavaScript heap of the shell's and the remotes' servers (MB). V8 lets a heap grow toward the
 * machine's memory before it collects in earnest; these servers keep their pages and regions as
 * Buffers, outside that heap, and need little of it: bounded, a flood of renders leaves a process
 * of ~200 MB instead of ~330 (bench:server). dev-api holds its data sets in the heap: not bounded.
 */
const APP_HEAP_MB = 192;
/** How long a process may take to close its server before it is killed. */
const STOP_TIMEOUT_MS = 5_000;

export type AppProcess = {
  pid: number;
  /** Closes its server and waits for it to exit (killed after STOP_TIMEOUT_MS). */
  stop(): Promise<void>;
  /** Resolves when it exits, whoever stopped it. */
  exited: Promise<void>;
};

/** A start that failed: the process's own error, with its code and port (EADDRINUSE names the port). */
export class AppStartError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly port?: number,
  ) {
    super(message);
  }
}

export async function spawnApp(
  launch: AppLaunch,
  { onObserved }: { onObserved?: (request: ObservedRequest) => void } = {},
): Promise<AppProcess> {
  const proc: ChildProcess = fork(appBundle, [], {
    execArgv: launch.server === 'dev_api' ? [] : [`--max-old-space-size=${APP_HEAP_MB}`],
    env: { ...process.env, [APP_LAUNCH_VARIABLE]: JSON.stringify(launch) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new AppStartError(`${launch.server} did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    proc.on('message', (message: AppMessage) => {
      if (message.type === 'ready') resolve();
      else if (message.type === 'failed') reject(new AppStartError(message.message, message.code, message.port));
      else if (message.type === 'observed') onObserved?.(message.request);
    });
    void exited.then(() => reject(new AppStartError(`${launch.server} exited before it was ready`)));
  });

  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill('SIGTERM');
    const killer = setTimeout(() => proc.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(killer);
  };
  try {
    await ready;
  } catch (error) {
    proc.kill('SIGKILL');
    await exited;
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { pid: proc.pid!, stop, exited };
}
