// The shell's service worker (served at /sw.js): keeps the pages, code and pictures a visitor has
// seen, across the remotes' and the provider's origins, so a page seen once reads offline.
// Decision record 014 says why each route has its strategy.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  CACHE_LIMITS,
  DATA_NETWORK_TIMEOUT_S,
  KEPT_COPY_TIMING,
  PAGE_NETWORK_TIMEOUT_S,
  cacheRouteOf,
  type CacheRoute,
} from './cache-routes.ts';

declare const self: ServiceWorkerGlobalScope;

// A new worker (a redeployed shell) takes over at once instead of waiting for every tab to close.
void self.skipWaiting();
clientsClaim();

const limits = (route: CacheRoute, statuses: number[]): WorkboxPlugin[] => [
  new CacheableResponsePlugin({ statuses }),
  new ExpirationPlugin({ ...CACHE_LIMITS[route], purgeOnQuotaError: true }),
];

/** A page answered from the cache says so, where the page can read it (its navigation timing). */
const markKeptCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.append('Server-Timing', KEPT_COPY_TIMING);
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

const strategies: Record<CacheRoute, Strategy> = {
  pages: new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
    plugins: [...limits('pages', [200]), markKeptCopy],
  }),
  'remote-entries': new NetworkFirst({ cacheName: 'remote-entries', plugins: limits('remote-entries', [200]) }),
  code: new CacheFirst({ cacheName: 'code', plugins: limits('code', [200]) }),
  // Pictures of other origins load without CORS: their answers are opaque (status 0).
  pictures: new StaleWhileRevalidate({ cacheName: 'pictures', plugins: limits('pictures', [0, 200]) }),
  data: new NetworkFirst({
    cacheName: 'data',
    networkTimeoutSeconds: DATA_NETWORK_TIMEOUT_S,
    plugins: limits('data', [200]),
  }),
};

for (const route of Object.keys(strategies) as CacheRoute[]) {
  registerRoute(({ request }) => cacheRouteOf(request, self.location.origin) === route, strategies[route]);
}
