// What the e2e runner and a site's own process say to each other (site-process.ts, site-child.ts).
import type { AppName, ServerName } from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';
import type { DevApiSettings, SiteOptions } from '@school/scripts/site';
import type { ObservedRequest } from '@school/dev-api';

export type SiteProcessOptions = {
  env: Record<string, string>;
  devApi?: Omit<DevApiSettings, 'observe'>;
  roots?: SiteOptions['roots'];
  /** Report every request that reaches the provider (ObservedRequest) to the runner. */
  observe?: boolean;
};

export type ParentMessage = { id: number } & (
  | { call: 'startApp'; app: AppName; root?: string }
  | { call: 'stopApp'; app: AppName }
  | { call: 'pidOf' | 'restartsOf'; server: ServerName }
  | { call: 'startApi' | 'stopApi' | 'sync' | 'close' }
);

export type ChildMessage =
  | { type: 'ready'; apiBaseUrl: string; runtimeConfig: RuntimeConfig }
  | { type: 'failed'; message: string }
  | { type: 'observed'; request: ObservedRequest }
  | { type: 'reply'; id: number; error?: string; value?: unknown };
