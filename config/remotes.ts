// The deployable apps, their federation names and their default ports.
export const apps = {
  shell: { dir: 'shell', port: 8080 },
  mf_home: { dir: 'mf-home', port: 8081 },
  mf_gallery: { dir: 'mf-gallery', port: 8082 },
  mf_downloads: { dir: 'mf-downloads', port: 8083 },
  mf_forms: { dir: 'mf-forms', port: 8084 },
  mf_kiosk: { dir: 'mf-kiosk', port: 8085 },
} as const;

export type AppName = keyof typeof apps;

/** Each remote's entry, beside its mf-manifest.json. */
export const remoteEntryFile = 'remoteEntry.js';
export type RemoteName = Exclude<AppName, 'shell'>;
export const remoteNames = Object.keys(apps).filter((n) => n !== 'shell') as RemoteName[];
export const devApiPort = 4000;

/** Every server of a composed site (`pnpm start`, the tests', the bench's): dev-api, then the apps. */
export type ServerName = 'dev_api' | AppName;
export const serverNames: readonly ServerName[] = ['dev_api', ...(Object.keys(apps) as AppName[])];
export const defaultPortOf = (server: ServerName): number => (server === 'dev_api' ? devApiPort : apps[server].port);

/** The variable that moves a server's port: DEV_API_PORT, SHELL_PORT, MF_HOME_PORT, … */
export type PortVariable = `${Uppercase<ServerName>}_PORT`;
export const portVariableOf = (server: ServerName): PortVariable => `${server.toUpperCase()}_PORT` as PortVariable;

/** How many ports sitePortEnv gives one site, from its basePort on. */
export const SITE_PORT_COUNT = serverNames.length;

/**
 * Every port of one composed site moved into a block of SITE_PORT_COUNT ports from `basePort`, as
 * the variables startSite reads (several sites on one machine: tests, the bench): dev-api on
 * basePort, then the apps in the order of `apps` (shell basePort + 1, mf_home basePort + 2, …).
 */
export function sitePortEnv(basePort: number): Record<PortVariable, string> {
  return Object.fromEntries(
    serverNames.map((server, offset) => [portVariableOf(server), String(basePort + offset)]),
  ) as Record<PortVariable, string>;
}

/** Vite mode of a remote's second build, its own page (config/remote-vite.ts). */
export const STANDALONE_MODE = 'standalone';
/** Vite mode of an app's server build: a remote's server entry, the shell's server renderer. */
export const SERVER_MODE = 'server';
/** Vite mode of the shell's service worker build: dist/sw.js (decision record 014). */
export const SERVICE_WORKER_MODE = 'sw';

/** The lobby kiosk stays a client app: full screen, standalone, offline; nothing to render on a server. */
export const serverRendered = (app: AppName): boolean => app !== 'mf_kiosk';

/** The builds that make one app's dist, in order (vite's arguments). */
export function viteBuildsOf(app: AppName): string[][] {
  const browser = app === 'shell' ? [[], ['--mode', SERVICE_WORKER_MODE]] : [[], ['--mode', STANDALONE_MODE]];
  return serverRendered(app) ? [...browser, ['--mode', SERVER_MODE]] : browser;
}
