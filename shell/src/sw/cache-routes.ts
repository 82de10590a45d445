// Pure, so tested without a worker (decision record 014). The remotes' and the provider's origins are
// not known when the worker is built: routes go by path and destination.

export type RequestFacts = { url: string; mode: string; destination: string; method: string };

/** Well past the server's own deadlines, so only a network that hangs gets the kept copy. */
export const PAGE_NETWORK_TIMEOUT_S = 6;
export const DATA_NETWORK_TIMEOUT_S = 6;

export const KEPT_COPY_TIMING = 'kept-copy';

export type CacheRoute = 'pages' | 'remote-entries' | 'code' | 'pictures' | 'data';

export const CACHE_LIMITS: Record<CacheRoute, { maxEntries: number; maxAgeSeconds: number }> = {
  pages: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
  'remote-entries': { maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 },
  code: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
  pictures: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
  data: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
};

/** Asked of the network first: their names do not change between deploys. */
const ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry(-[\w-]+)?\.js|runtime-config\.json)$/;
const SESSION = /^\/session(\/|$)/;

export function cacheRouteOf(request: RequestFacts, scopeOrigin: string): CacheRoute | undefined {
  if (request.method !== 'GET') return undefined;
  const url = new URL(request.url);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const sameOrigin = url.origin === scopeOrigin;
  if (sameOrigin && (SESSION.test(url.pathname) || url.pathname === '/sw.js')) return undefined;
  if (request.mode === 'navigate') return sameOrigin ? 'pages' : undefined;
  if (request.destination === 'image') return 'pictures';
  if (ENTRY_FILE.test(url.pathname)) return 'remote-entries';
  // Content-hashed: a file under assets/ never changes, a redeploy gives it a new name.
  if (url.pathname.includes('/assets/')) return 'code';
  if (request.destination === '' && !sameOrigin) return 'data';
  return undefined;
}
