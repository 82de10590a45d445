// The composed site on this machine: dev-api (unless API_BASE_URL names another provider), each
// remote's server and the shell's server, each in a process of its own on its own origin, as when
// each team deploys its own. `pnpm start` runs this; the e2e tests and the benchmark drive it too
// (stop a remote, redeploy one, freeze one).
import type { DevApiOptions, ObservedRequest } from '@school/dev-api';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  apps,
  ISLAND_HOST_MANIFEST,
  islandEntryFile,
  appIslands,
  serverRendered,
  type AppName,
  type ServerName,
} from '@school/config/remotes';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';
import { parseStartSettings } from '@school/config/start-settings';
import { buildRuntimeConfig, repoRoot, type SiteEnv } from './runtime-config.ts';
import type { AppLaunch } from './processes/app-protocol.ts';
import { ensureAppBundle } from './processes/app-bundle.ts';
import { keepAlive } from './processes/keep-alive.ts';
import { spawnApp, type AppProcess } from './processes/spawn-app.ts';

export type DevApiSettings = Omit<DevApiOptions, 'now'> & { now?: Date };

export type SiteOptions = {
  env?: SiteEnv;
  /** Settings for the embedded dev-api (mode, scale, dataDir...). */
  devApi?: DevApiSettings;
  /** Serve an app from another build than its dist/ (a team's other release). */
  roots?: Partial<Record<AppName, string>>;
  /** Start a server whose process dies again, as an orchestrator would (`pnpm start`; processes/keep-alive.ts). */
  restart?: boolean;
  /** Each server keeps the provider's last good answers across a restart in a folder of its own here (`pnpm start`); default memory only. */
  keptAnswersDir?: string;
};

const nameOf = (server: ServerName) => `${server === 'dev_api' ? 'dev-api' : apps[server].dir}'s server`;

export const distOf = (app: AppName) => path.join(repoRoot, apps[app].dir, 'dist');
export const isBuilt = (app: AppName) =>
  existsSync(path.join(distOf(app), 'index.html')) &&
  (!serverRendered(app) || existsSync(path.join(distOf(app), SERVER_ENTRY_PATH))) &&
  existsSync(path.join(distOf(app), islandBuildOf(app) ?? 'index.html'));

/** What a build that made islands (decision record 028) leaves in dist. */
const islandBuildOf = (app: AppName) =>
  app === 'shell' ? ISLAND_HOST_MANIFEST : appIslands[app]?.length ? islandEntryFile : undefined;

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
  // Every server of this site is given it; a release started by this site is given the same one.
  const regionKey = settings.regionKey ?? randomBytes(32).toString('base64url');
  const { observe, now, ...devApiSettings } = {
    port: ports.dev_api,
    host: 'localhost',
    schoolCode: runtimeConfig.schoolCode,
    mode: settings.devApiMode,
    scale: settings.devApiScale,
    photos: settings.devApiPhotos,
    trustedProxies: settings.trustedProxies,
    visitorKey: regionKey,
    ...opts.devApi,
  } satisfies DevApiSettings;
  const processes = new Map<ServerName, AppProcess>();
  const keepers = new Map<ServerName, ReturnType<typeof keepAlive<AppProcess>>>();
  /** Rolling restarts (SIGHUP) each server has finished: its old copies have all stopped. */
  const restarts = new Map<ServerName, number>();
  await ensureAppBundle();

  async function start(launch: AppLaunch, onObserved?: (request: ObservedRequest) => void) {
    const { server } = launch;
    await stop(server);
    const ops = {
      metricsPort: settings.metricsPorts[server],
      metricsHost: settings.metricsHost,
      logLevel: settings.logLevel,
      accessLinesPerSecond: settings.accessLinesPerSecond,
    };
    const onRestarted = () => restarts.set(server, (restarts.get(server) ?? 0) + 1);
    const spawn = () => spawnApp({ ...launch, ops }, { onObserved, onRestarted });
    const proc = await spawn();
    processes.set(server, proc);
    if (!opts.restart) return;
    const keeper = keepAlive<AppProcess>({
      name: nameOf(server),
      start: spawn,
      adopt: (next) => processes.set(server, next),
      isCurrent: (running) => processes.get(server) === running,
    });
    keepers.set(server, keeper);
    keeper.watch(proc);
  }
  async function stop(server: ServerName) {
    keepers.get(server)?.cancel();
    keepers.delete(server);
    const running = processes.get(server);
    processes.delete(server);
    await running?.stop();
  }

  const startApi = async () => {
    if (external || processes.has('dev_api')) return;
    await start(
      { server: 'dev_api', devApi: { ...devApiSettings, now: now?.toISOString() }, observe: observe !== undefined },
      observe,
    );
  };

  /** Starts (or restarts) an app's server from `root`: a team's deploy of another release. */
  async function startApp(app: AppName, root = distOf(app)) {
    const keptAnswersDir = opts.keptAnswersDir && path.join(opts.keptAnswersDir, apps[app].dir);
    const common = {
      root,
      port: ports[app],
      runtimeConfig,
      cacheBytes: app === 'shell' ? settings.pageCacheBytes : settings.regionCacheBytes,
      providerCacheBytes: settings.providerCacheBytes,
      keptAnswersDir,
      regionKey,
    };
    await start(
      app === 'shell'
        ? {
            ...common,
            server: app,
            regionDeadlineMs: settings.regionDeadlineMs,
            dataDeadlineMs: settings.dataDeadlineMs,
            publicOrigin: settings.publicOrigin,
            copies: settings.shellProcesses,
            pictureCacheDir: settings.pictureCacheDir,
            sessionStoreUrl: settings.sessionStoreUrl,
            trustedProxies: settings.trustedProxies,
          }
        : { ...common, server: app, dataDeadlineMs: settings.dataDeadlineMs },
    );
  }

  const served = (Object.keys(apps) as AppName[]).filter(isBuilt);
  try {
    // Every app at once, each in its own process: they start on both cores.
    await Promise.all([startApi(), ...served.map((app) => startApp(app, opts.roots?.[app]))]);
  } catch (error) {
    await Promise.all([...processes.keys()].map(stop));
    throw error;
  }

  return {
    runtimeConfig,
    apiBaseUrl,
    served,
    url: (app: AppName) => `http://localhost:${ports[app]}`,
    /** The process of a server (the benchmark measures it, a test freezes it); undefined when not running. */
    pidOf: (server: ServerName) => processes.get(server)?.pid,
    /** How many rolling restarts of a server have ended, its old copies all stopped. */
    restartsOf: (server: ServerName) => restarts.get(server) ?? 0,
    startApp,
    /** Replaces a server's copies one at a time, each new one ready before an old one stops (SIGHUP to its primary). */
    reload: (server: ServerName) => {
      const pid = processes.get(server)?.pid;
      if (pid !== undefined) process.kill(pid, 'SIGHUP');
    },
    stopApp: (app: AppName) => stop(app),
    /** Stop and start the embedded provider (tests of a provider that goes away). */
    startApi,
    stopApi: () => stop('dev_api'),
    async close() {
      await Promise.all([...new Set([...processes.keys(), ...keepers.keys()])].map(stop));
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;
