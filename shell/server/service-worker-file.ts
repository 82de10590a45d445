// /sw.js and the offline page it precaches (decision record 014). The worker is built once, but the
// offline page is rendered from the runtime configuration at start: the server writes the page's
// revision into the worker, Workbox's injectManifest at start rather than at build. A new page (a
// redeploy, another school profile) makes a new /sw.js, which browsers install, precaching it again.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from '@school/config/static-cache';
import { OFFLINE_PAGE_PATH } from '../src/sw/offline-fallback.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
/** Where the built worker takes its precache list, as Workbox's build tools name it. */
export const INJECTION_POINT = 'self.__WB_MANIFEST';

export type PrecacheEntry = { url: string; revision: string };

/** A revision that changes with every byte of the page. */
export const revisionOf = (body: string): string => createHash('sha256').update(body).digest('hex').slice(0, 16);

/** The built worker with its precache list written in; a build without exactly one injection point is refused. */
export function injectPrecacheManifest(worker: string, manifest: readonly PrecacheEntry[]): string {
  const parts = worker.split(INJECTION_POINT);
  if (parts.length !== 2) throw new Error(`sw.js must name ${INJECTION_POINT} once (found ${parts.length - 1})`);
  return parts.join(JSON.stringify(manifest));
}

/** GET /sw.js (the worker with the offline page's revision) and GET /offline (that page). */
export async function serviceWorkerRoutes(
  server: FastifyInstance,
  { worker, offlinePage }: { worker: string; offlinePage: string },
) {
  const script = injectPrecacheManifest(worker, [{ url: OFFLINE_PAGE_PATH, revision: revisionOf(offlinePage) }]);
  server.get(SERVICE_WORKER_PATH, async (_req, reply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/javascript; charset=utf-8').send(script),
  );
  server.get(OFFLINE_PAGE_PATH, async (_req, reply) =>
    reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(offlinePage),
  );
}
