// Each app in a process of its own, as deployed (decision record 024).
import { fork, type ChildProcess } from 'node:child_process';
import type { ObservedRequest } from '@school/dev-api';
import { STOP_BOUND_MS } from '@school/config/server-ops/server-ops';
import { appBundle } from './app-bundle.ts';
import { APP_LAUNCH_VARIABLE, type AppLaunch, type AppMessage } from './app-protocol.ts';
import type { AppExit } from './keep-alive.ts';

const START_TIMEOUT_MS = 60_000;
/**
 * V8 lets a heap grow toward the machine's memory before it collects in earnest; the servers keep
 * pages and regions as Buffers, outside the heap, and need little of it. dev-api holds its data sets
 * in the heap: not bounded.
 */
const APP_HEAP_MB = 192;
/** A server finishes its requests in flight within STOP_BOUND_MS; a little more, and it is ended. */
const STOP_TIMEOUT_MS = STOP_BOUND_MS + 2_000;

export type AppProcess = {
  pid: number;
  stop(): Promise<void>;
  exited: Promise<AppExit>;
};

/** EADDRINUSE names the port. */
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
  { onObserved, onRestarted }: { onObserved?: (request: ObservedRequest) => void; onRestarted?: () => void } = {},
): Promise<AppProcess> {
  const proc: ChildProcess = fork(appBundle, [], {
    execArgv: launch.server === 'dev_api' ? [] : [`--max-old-space-size=${APP_HEAP_MB}`],
    env: { ...process.env, [APP_LAUNCH_VARIABLE]: JSON.stringify(launch) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<AppExit>((resolve) => proc.once('exit', (code, signal) => resolve({ code, signal })));
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
      else if (message.type === 'restarted') onRestarted?.();
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
