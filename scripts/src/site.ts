// The composed site on this machine: dev-api (unless API_BASE_URL names another provider) and
// one static server per built app, each on its own origin as when each team deploys its own.
// `pnpm start` runs this; the e2e tests drive it too (stop a remote, redeploy one).
import { startDevApi } from '@school/dev-api';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, serverRendered, type AppName } from '@school/config/remotes';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';
import { parseStartSettings } from '@school/config/start-settings';
import { buildRuntimeConfig, repoRoot, type SiteEnv } from './runtime-config.ts';
import { startStaticServer } from './static-server.ts';
import { startShellServer } from '@school/shell/server';

export type DevApiSettings = NonNullable<Parameters<typeof startDevApi>[0]>;

export type SiteOptions = {
  env?: SiteEnv;
  /** Settings for the embedded dev-api (mode, scale, dataDir...). */
  devApi?: DevApiSettings;
  /** Serve an app from another build than its dist/ (a team's other release). */
  roots?: Partial<Record<AppName, string>>;
};

export const distOf = (app: AppName) => path.join(repoRoot, apps[app].dir, 'dist');
export const isBuilt = (app: AppName) =>
  existsSync(path.join(distOf(app), 'index.html')) &&
  (!serverRendered(app) || existsSync(path.join(distOf(app), SERVER_ENTRY_PATH)));

/**
 * The start settings (ports, deadlines, dev-api's mode and scale: config/start-settings.ts), the
 * provider's address and the runtime configuration of this environment; throws InvalidRuntimeConfig
 * (InvalidStartSettings for a bad start setting), naming each bad variable. `devApiPort`: dev-api's
 * port when the caller sets it (startSite's `devApi.port`), else DEV_API_PORT's.
 */
export function siteConfigOf(env: SiteEnv, devApiPort?: number) {
  const settings = parseStartSettings(env);
  // Pages call the provider by the name the visitor's browser knows this machine by.
  const apiBaseUrl = env.API_BASE_URL ?? `http://localhost:${devApiPort ?? settings.ports.dev_api}`;
  return { settings, apiBaseUrl, runtimeConfig: buildRuntimeConfig(env, apiBaseUrl) };
}

export async function startSite(opts: SiteOptions = {}) {
  const env = opts.env ?? process.env;
  const external = env.API_BASE_URL;
  // Read first: a bad setting stops the start with its name before any server listens.
  const { settings, apiBaseUrl, runtimeConfig } = siteConfigOf(env, opts.devApi?.port);
  const { ports } = settings;
  let devApi: { url: string; close(): Promise<void> } | undefined;
  const devApiSettings: DevApiSettings = {
    port: ports.dev_api,
    host: 'localhost',
    schoolCode: runtimeConfig.schoolCode,
    mode: settings.devApiMode,
    scale: settings.devApiScale,
    ...opts.devApi,
  };
  const startApi = async () => {
    if (external || devApi) return;
    devApi = await startDevApi(devApiSettings);
  };
  const stopApi = async () => {
    await devApi?.close();
    devApi = undefined;
  };
  await startApi();
  const servers = new Map<AppName, FastifyInstance>();

  async function startApp(app: AppName, root = distOf(app)) {
    await stopApp(app);
    const port = ports[app];
    // The shell's deployment is a server that composes pages; a remote's serves its files and renders its regions.
    const { server } =
      app === 'shell'
        ? await startShellServer({
            root,
            port,
            runtimeConfig,
            host: 'localhost',
            regionDeadlineMs: settings.regionDeadlineMs,
          })
        : await startStaticServer({
            root,
            port,
            runtimeConfig,
            spaFallback: true,
            host: 'localhost',
            region: serverRendered(app) ? { name: app, dataDeadlineMs: settings.dataDeadlineMs } : undefined,
          });
    servers.set(app, server);
  }

  async function stopApp(app: AppName) {
    const server = servers.get(app);
    servers.delete(app);
    if (server) await server.close();
  }

  // Remotes first: the shell's first pages ask them for their regions.
  const served = (Object.keys(apps) as AppName[])
    .filter(isBuilt)
    .sort((a, b) => Number(a === 'shell') - Number(b === 'shell'));
  for (const app of served) await startApp(app, opts.roots?.[app]);

  return {
    runtimeConfig,
    apiBaseUrl,
    served,
    url: (app: AppName) => `http://localhost:${ports[app]}`,
    startApp,
    stopApp,
    /** Stop and start the embedded provider (tests of a provider that goes away). */
    startApi,
    stopApi,
    async close() {
      for (const app of [...servers.keys()]) await stopApp(app);
      await stopApi();
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
