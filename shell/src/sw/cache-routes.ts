// Which requests of a shell page the service worker keeps, and how (decision record 014). Pure
// predicates on the request, so they are tested without a worker; the origins of the remotes and
// the provider are not known when the worker is built, so the routes go by path and destination.

/** What the matcher needs of a request (a Request has it; tests pass plain objects). */
export type RequestFacts = { url: string; mode: string; destination: string; method: string };

/**
 * How long a navigation waits for the shell's server before the kept copy answers (s): well past
 * the server's own deadlines (1.5 s for a region, 1 s for the provider), so only a network that
 * hangs gets the copy.
 */
export const PAGE_NETWORK_TIMEOUT_S = 6;
/** How long a provider call waits before its kept answer is used (s). */
export const DATA_NETWORK_TIMEOUT_S = 6;

/** The name the worker gives a page answered from its cache (read back as Server-Timing). */
export const KEPT_COPY_TIMING = 'kept-copy';

export type CacheRoute = 'pages' | 'remote-entries' | 'code' | 'pictures' | 'data';

/** Limits of each cache: what a parent has seen, not the whole site. */
export const CACHE_LIMITS: Record<CacheRoute, { maxEntries: number; maxAgeSeconds: number }> = {
  pages: { maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 },
  'remote-entries': { maxEntries: 30, maxAgeSeconds: 30 * 24 * 3600 },
  code: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
  pictures: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
  data: { maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
};

/** Each app's entry and the runtime configuration: asked of the network first (the shell's entry is hashed, a remote's never). */
const ENTRY_FILE = /\/(mf-manifest\.json|remoteEntry(-[\w-]+)?\.js|runtime-config\.json)$/;
/** The sign-in session and its proxy: never kept. */
const SESSION = /^\/session(\/|$)/;

/** The route that keeps `request`, or undefined when the network alone answers it. */
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
