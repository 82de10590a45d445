// The offline page is rendered from the runtime configuration at start, so the server writes its
// revision into the worker: Workbox's injectManifest at start rather than at build (decision record 014).
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { NO_CACHE } from '@school/config/static-cache';
import { OFFLINE_PAGE_PATH } from '../src/sw/offline-fallback.ts';

export const SERVICE_WORKER_PATH = '/sw.js';
export const INJECTION_POINT = 'self.__WB_MANIFEST';

export type PrecacheEntry = { url: string; revision: string };

export const revisionOf = (body: string): string => createHash('sha256').update(body).digest('hex').slice(0, 16);

export function injectPrecacheManifest(worker: string, manifest: readonly PrecacheEntry[]): string {
  const parts = worker.split(INJECTION_POINT);
  if (parts.length !== 2) throw new Error(`sw.js must name ${INJECTION_POINT} once (found ${parts.length - 1})`);
  return parts.join(JSON.stringify(manifest));
}

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
