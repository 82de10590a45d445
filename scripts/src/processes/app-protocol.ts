// What `pnpm start` (startSite) and each app's process say to each other (app-process.ts).
import type { DevApiOptions, ObservedRequest } from '@school/dev-api';
import type { RemoteName } from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';
import type { LogLevel } from '@school/config/server-ops/log-levels';

/** What every server's process is told of its logs and metrics (README "Running the site"). */
export type OpsLaunch = {
  /** No metrics listener without one. */
  metricsPort?: number | undefined;
  metricsHost: string;
  logLevel: LogLevel;
  accessLinesPerSecond: number;
};

/** Everything an app's process needs to start its server, given in its environment (APP_LAUNCH). */
export type AppLaunch = { ops?: OpsLaunch | undefined } & (
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
      /** Default localhost (IPv4 and IPv6). */
      host?: string | undefined;
      runtimeConfig: RuntimeConfig;
      regionDeadlineMs: number | undefined;
      dataDeadlineMs: number | undefined;
      publicOrigin: string | undefined;
      /** Copies of the shell's server sharing the port (the `cluster` module). */
      copies: number;
      cacheBytes: number | undefined;
      /** The provider's answers its renders share within a window (feeds); 0 keeps none. */
      providerCacheBytes: number | undefined;
      pictureCacheDir: string | undefined;
      /** Where it keeps the provider's last good answers across a restart; default memory only. */
      keptAnswersDir?: string | undefined;
      sessionStoreUrl: string | undefined;
      trustedProxies: string[];
      regionKey: string;
    }
  | {
      server: RemoteName;
      root: string;
      port: number;
      runtimeConfig: RuntimeConfig;
      dataDeadlineMs: number | undefined;
      cacheBytes: number | undefined;
      providerCacheBytes: number | undefined;
      keptAnswersDir?: string | undefined;
      /** Its regions and data answer only requests that carry it: the shell's. */
      regionKey: string;
    }
);

export const APP_LAUNCH_VARIABLE = 'APP_LAUNCH';

export type AppMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string; code?: string; port?: number }
  | { type: 'observed'; request: ObservedRequest }
  /** The server's copies were replaced one by one (SIGHUP to its primary). */
  | { type: 'restarted'; copies: number };
