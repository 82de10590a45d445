// Starts a composed site (pnpm start's own server code) in a child process and drives it as if
// it were in this one: the same Site calls, answered over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { AppName, ServerName } from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';
import type { ObservedRequest } from '@school/dev-api';
import { portOf } from '@school/scripts/runtime-config';
import type { ChildMessage, ParentMessage, SiteProcessOptions } from './site-protocol.ts';

export type SiteProcess = {
  apiBaseUrl: string;
  runtimeConfig: RuntimeConfig;
  dataDir: string;
  /** The variables it was started with (its ports among them). */
  env: Record<string, string>;
  url(app: AppName): string;
  startApp(app: AppName, root?: string): Promise<void>;
  stopApp(app: AppName): Promise<void>;
  /** The process of one of the site's servers (a test freezes it); undefined when it is not running. */
  pidOf(server: ServerName): Promise<number | undefined>;
  /** How many rolling restarts (SIGHUP) of a server have ended, its old copies all stopped. */
  restartsOf(server: ServerName): Promise<number>;
  startApi(): Promise<void>;
  stopApi(): Promise<void>;
  /** Resolves once every message the site sent before it (observed requests) has arrived. */
  sync(): Promise<void>;
  close(): Promise<void>;
};

const child = fileURLToPath(new URL('./site-child.ts', import.meta.url));
const tsx = import.meta.resolve('tsx');
const START_TIMEOUT_MS = 60_000;
const CLOSE_TIMEOUT_MS = 5_000;

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type Call = Distribute<ParentMessage>;

export async function startSiteProcess(
  options: SiteProcessOptions & { dataDir: string; onObserved?: (request: ObservedRequest) => void },
): Promise<SiteProcess> {
  const { onObserved, dataDir, ...rest } = options;
  const settings: SiteProcessOptions = {
    ...rest,
    devApi: { ...rest.devApi, dataDir },
    observe: onObserved !== undefined,
  };
  const proc: ChildProcess = fork(child, [], {
    execArgv: ['--import', tsx],
    env: { ...process.env, SITE_PROCESS_OPTIONS: JSON.stringify(settings) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    proc.once('exit', () => {
      exited = true;
      for (const { reject } of pending.values()) reject(new Error('the site process exited'));
      resolve();
    }),
  );

  let timer: NodeJS.Timeout | undefined;
  const ready = new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the site did not start within ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    proc.on('message', (message: ChildMessage) => {
      if (message.type === 'ready') resolve(message);
      else if (message.type === 'failed') reject(new Error(`the site did not start: ${message.message}`));
      else if (message.type === 'observed') onObserved?.(message.request);
      else if (message.type === 'reply') {
        const call = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) call?.reject(new Error(message.error));
        else call?.resolve(message.value);
      }
    });
    void exit.then(() => reject(new Error('the site process exited before it was ready')));
  });

  const call = (message: Call) =>
    new Promise<unknown>((resolve, reject) => {
      if (exited) return reject(new Error('the site process has exited'));
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      proc.send({ ...message, id } as ParentMessage);
    });

  const close = async () => {
    if (exited) return;
    await Promise.race([call({ call: 'close' }).catch(() => {}), new Promise((r) => setTimeout(r, CLOSE_TIMEOUT_MS))]);
    proc.kill('SIGKILL');
    await exit;
  };

  const { apiBaseUrl, runtimeConfig } = await ready
    .catch((error: unknown) => {
      proc.kill('SIGKILL');
      throw error;
    })
    .finally(() => clearTimeout(timer));
  return {
    apiBaseUrl,
    runtimeConfig,
    dataDir,
    env: settings.env,
    url: (app) => `http://localhost:${portOf(app, settings.env)}`,
    startApp: async (app, root) => void (await call({ call: 'startApp', app, root })),
    stopApp: async (app) => void (await call({ call: 'stopApp', app })),
    pidOf: async (server) => (await call({ call: 'pidOf', server })) as number | undefined,
    restartsOf: async (server) => (await call({ call: 'restartsOf', server })) as number,
    startApi: async () => void (await call({ call: 'startApi' })),
    stopApi: async () => void (await call({ call: 'stopApi' })),
    sync: async () => void (await call({ call: 'sync' })),
    close,
  };
}
