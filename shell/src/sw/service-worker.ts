// Decision record 014 says why each route has its strategy.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import {
  CACHE_LIMITS,
  DATA_NETWORK_TIMEOUT_S,
  KEPT_COPY_TIMING,
  PAGE_NETWORK_TIMEOUT_S,
  cacheRouteOf,
  type CacheRoute,
} from './cache-routes.ts';
import { KEPT_PAGES_SLOT, OFFLINE_PAGE_PATH, keptPageTitle, keptPagesHtml, type KeptPage } from './offline-fallback.ts';

// The precache list the shell's server writes in when it serves this file (service-worker-file.ts).
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A redeployed shell's worker takes over at once instead of waiting for every tab to close.
void self.skipWaiting();
clientsClaim();

// Registered first: /offline is answered from the precache, never kept again as a page.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const limits = (route: CacheRoute, statuses: number[]): WorkboxPlugin[] => [
  new CacheableResponsePlugin({ statuses }),
  new ExpirationPlugin({ ...CACHE_LIMITS[route], purgeOnQuotaError: true }),
];

/** Read back by the page from its navigation timing. */
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

async function offlinePage(): Promise<Response> {
  const page = await matchPrecache(OFFLINE_PAGE_PATH);
  if (!page) return Response.error();
  const cache = await caches.open('pages' satisfies CacheRoute);
  const kept: KeptPage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    kept.push({ path, title: keptPageTitle((await (await cache.match(request))?.text()) ?? '', path) });
  }
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  const html = (await page.text()).replace(KEPT_PAGES_SLOT, keptPagesHtml(kept));
  return new Response(html, { status: 200, headers });
}

setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? offlinePage() : Response.error()));
