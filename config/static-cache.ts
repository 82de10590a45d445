import { BUILD_ENTRY_PATH, islandEntryFile, remoteEntryFile } from './remotes.ts';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const HOUR_CACHE = 'public, max-age=3600';

/** Clients must revalidate them to see a redeploy. */
export const unhashedFiles: readonly string[] = [
  'index.html',
  'runtime-config.json',
  'mf-manifest.json',
  'mf-stats.json',
  remoteEntryFile,
  islandEntryFile,
  'sw.js',
];

const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNHASHED = new RegExp(`(^|/)(${unhashedFiles.map(escaped).join('|')})$`);
const HASHED = /\/assets\//;

/** An error is never kept: the file may be deployed a moment later. */
export function staticCacheControl(urlPath: string, status = 200): string {
  const pathname = urlPath.split('?')[0] ?? '';
  if (status >= 400 || UNHASHED.test(pathname) || pathname.endsWith('/')) return NO_CACHE;
  if (HASHED.test(pathname) || BUILD_ENTRY_PATH.test(pathname)) return IMMUTABLE;
  return HOUR_CACHE;
}
