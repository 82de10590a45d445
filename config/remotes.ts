// The deployable apps, their federation names and their default ports (ARCHITECTURE "Ports").
export const apps = {
  shell: { dir: 'shell', port: 8080 },
  mf_home: { dir: 'mf-home', port: 8081 },
  mf_gallery: { dir: 'mf-gallery', port: 8082 },
  mf_downloads: { dir: 'mf-downloads', port: 8083 },
  mf_forms: { dir: 'mf-forms', port: 8084 },
  mf_kiosk: { dir: 'mf-kiosk', port: 8085 },
} as const;

export type AppName = keyof typeof apps;
export type RemoteName = Exclude<AppName, 'shell'>;
export const remoteNames = Object.keys(apps).filter((n) => n !== 'shell') as RemoteName[];
export const devApiPort = 4000;

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
