// What `pnpm start` (startSite) and each app's process say to each other (app-process.ts).
import type { DevApiOptions, ObservedRequest } from '@school/dev-api';
import type { RemoteName } from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';

/** Everything an app's process needs to start its server, given in its environment (APP_LAUNCH). */
export type AppLaunch =
  | {
      server: 'dev_api';
      devApi: Omit<DevApiOptions, 'observe' | 'now'> & { now?: string };
      /** Report every request that reaches the provider (the e2e tests watch it). */
      observe: boolean;
    }
  | {
      server: 'shell';
      root: string;
      port: number;
      runtimeConfig: RuntimeConfig;
      regionDeadlineMs: number | undefined;
      dataDeadlineMs: number | undefined;
      publicOrigin: string | undefined;
      /** Copies of the shell's server sharing the port (the `cluster` module). */
      copies: number;
      cacheBytes: number | undefined;
      pictureCacheDir: string | undefined;
      sessionStoreUrl: string | undefined;
      trustedProxies: string[];
    }
  | {
      server: RemoteName;
      root: string;
      port: number;
      runtimeConfig: RuntimeConfig;
      dataDeadlineMs: number | undefined;
      cacheBytes: number | undefined;
    };

export const APP_LAUNCH_VARIABLE = 'APP_LAUNCH';

export type AppMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string; code?: string; port?: number }
  | { type: 'observed'; request: ObservedRequest };
