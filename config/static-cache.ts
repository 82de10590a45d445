// How long browsers and CDNs keep an app's built files (README "Cache headers of the static
// files"): the one policy of the shell's server and of every static server `pnpm start` runs.
import { remoteEntryFile } from './remotes.ts';

/** Asked again on every load (a 304 when unchanged). */
export const NO_CACHE = 'no-cache';
/** Content-hashed: a redeploy gives the file a new name, so the old one never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Any other file a build copies as it is (pictures, PDFs, icons): an hour. */
export const HOUR_CACHE = 'public, max-age=3600';

/** Files whose names never change between builds: clients must revalidate them to see a redeploy. */
export const unhashedFiles: readonly string[] = [
  'index.html',
  'runtime-config.json',
  'mf-manifest.json',
  'mf-stats.json',
  remoteEntryFile,
  // The service worker (decision record 014): a host must serve it no-cache.
  'sw.js',
];

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNHASHED = new RegExp(`(^|/)(${unhashedFiles.map(escaped).join('|')})$`);
/** Vite's output folder of content-hashed files. */
const HASHED = /\/assets\//;

/**
 * The Cache-Control of a static file, by the path it is asked for (a query is ignored) and the
 * answer's status: an error is never kept (the file may be deployed a moment later).
 */
export function staticCacheControl(urlPath: string, status = 200): string {
  const pathname = urlPath.split('?')[0] ?? '';
  if (status >= 400 || UNHASHED.test(pathname) || pathname.endsWith('/')) return NO_CACHE;
  if (HASHED.test(pathname)) return IMMUTABLE;
  return HOUR_CACHE;
}
