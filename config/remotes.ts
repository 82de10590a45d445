export const apps = {
  shell: { dir: 'shell', port: 8080 },
  mf_home: { dir: 'mf-home', port: 8081 },
  mf_gallery: { dir: 'mf-gallery', port: 8082 },
  mf_downloads: { dir: 'mf-downloads', port: 8083 },
  mf_forms: { dir: 'mf-forms', port: 8084 },
  mf_kiosk: { dir: 'mf-kiosk', port: 8085 },
} as const;

export type AppName = keyof typeof apps;

export const remoteEntryFile = 'remoteEntry.js';
/** A build's own name for its entry (decision record 028): a page rendered with it wakes with its code. */
export const buildEntryFile = (build: string) => `remoteEntry-${build}.js`;
export const BUILD_ID = /^[0-9a-f]{12}$/;
/** Content-named, so immutable, and loaded cross-origin as the entry is. */
export const BUILD_ENTRY_PATH = /\/(remoteEntry|islandEntry)-[0-9a-f]{12}\.js$/;
export type RemoteName = Exclude<AppName, 'shell'>;
export const remoteNames = Object.keys(apps).filter((n) => n !== 'shell') as RemoteName[];
export const devApiPort = 4000;

export type ServerName = 'dev_api' | AppName;
export const serverNames: readonly ServerName[] = ['dev_api', ...(Object.keys(apps) as AppName[])];
export const defaultPortOf = (server: ServerName): number => (server === 'dev_api' ? devApiPort : apps[server].port);

export type PortVariable = `${Uppercase<ServerName>}_PORT`;
export const portVariableOf = (server: ServerName): PortVariable => `${server.toUpperCase()}_PORT` as PortVariable;

export const SITE_PORT_COUNT = serverNames.length;

/** Several sites on one machine (tests, the bench): dev-api on basePort, then the apps in `apps` order. */
export function sitePortEnv(basePort: number): Record<PortVariable, string> {
  return Object.fromEntries(
    serverNames.map((server, offset) => [portVariableOf(server), String(basePort + offset)]),
  ) as Record<PortVariable, string>;
}

export const STANDALONE_MODE = 'standalone';
/** An app's island container. */
export const ISLANDS_MODE = 'islands';
/** The shell's island host, built after its island container. */
export const ISLAND_HOST_MODE = 'island-host';
export const SERVER_MODE = 'server';
export const SERVICE_WORKER_MODE = 'sw';

/** The lobby kiosk stays a client app: full screen, standalone, offline. */
export const serverRendered = (app: AppName): boolean => app !== 'mf_kiosk';

export function viteBuildsOf(app: AppName): string[][] {
  const islands = appIslands[app]?.length ? [['--mode', ISLANDS_MODE]] : [];
  const browser =
    app === 'shell'
      ? [[], ...islands, ['--mode', ISLAND_HOST_MODE], ['--mode', SERVICE_WORKER_MODE]]
      : [[], ...islands, ['--mode', STANDALONE_MODE]];
  return serverRendered(app) ? [...browser, ['--mode', SERVER_MODE]] : browser;
}

/**
 * Each app's islands (decision record 028): `src/islands/<name>.ts`, named `<app>/<name>` in the
 * page, exposed as `./<name>` by the app's island container (`<app>_islands`, `islandEntry.js`),
 * which shares only React, react-dom and styled-components: waking an island loads nothing else.
 * The shell's are its header's.
 */
export const appIslands: Partial<Record<AppName, readonly string[]>> = {
  shell: ['header-search', 'header-account', 'signed-in-row'],
  mf_home: [
    'hero',
    'notice-ticker',
    'highlights',
    'circulars',
    'news-reel',
    'gallery-slider',
    'events-slider',
    'achievements',
    'toppers',
    'birthdays',
    'calendar-months',
    'notifications',
  ],
  mf_gallery: ['album-photos', 'album-list', 'video-list'],
  mf_downloads: ['news-list', 'download-list', 'event-list', 'topper-list'],
  mf_forms: ['registration-form', 'tc-form', 'login'],
};
export const islandFile = (island: string) => `./src/islands/${island}.ts`;
export const islandContainer = (app: AppName) => `${app}_islands`;
export const islandEntryFile = 'islandEntry.js';
/** Written beside `buildEntryFile(build)` by the same build: a page wakes its islands with its build's code. */
export const buildIslandEntryFile = (build: string) => `islandEntry-${build}.js`;
/** Where the shell's build writes its island host, and the manifest of that build, which names it. */
export const ISLAND_HOST_DIR = 'islands';
export const ISLAND_HOST_MANIFEST = `${ISLAND_HOST_DIR}/.vite/manifest.json`;
