// Serves one app's dist the way a static host or CDN should (README "Deploying"): the entry
// points that name other files are revalidated on every load, hashed assets are immutable, what
// the shell loads from another origin answers cross-origin requests, and the remote's own page
// carries the security headers of every page of the site.
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { currentBuild } from '@school/config/build-id';
import { missingNamedFiles } from '@school/config/named-files';
import {
  BUILD_ENTRY_PATH,
  buildEntryFile,
  buildIslandEntryFile,
  islandEntryFile,
  remoteEntryFile,
} from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { servesToBrowsers } from '@school/config/server-build';
import { NO_CACHE, staticCacheControl } from '@school/config/static-cache';
import { inlineScriptHashes, registerSecurityHeaders, sourcesOf } from '@school/config/security-headers';
import { countProviderCalls } from '@school/config/server-ops/provider-calls';
import {
  kindByRoute,
  opsServerOptions,
  registerServerOps,
  type LogOptions,
  type ServerOps,
} from '@school/config/server-ops/server-ops';
import { DATA_PATH, REGION_PATH } from '@school/shared-ui/region-protocol';
import { Registry } from 'prom-client';
import { regionRoutes, type RegionRoutesOptions } from './region-routes.ts';
import { remoteMetrics } from './remote-metrics.ts';

export type StaticServerOptions = {
  root: string;
  port: number;
  host?: string;
  /** JSON served at /runtime-config.json (generated, so the same build runs anywhere). */
  runtimeConfig: RuntimeConfig;
  /** Unknown paths answer index.html (the shell's client-side routes, a remote's standalone page). */
  spaFallback: boolean;
  /** A server-rendered remote's deployment also answers its pages' regions to the shell (decision record 022). */
  region?: Omit<RegionRoutesOptions, 'root' | 'runtimeConfig' | 'metrics' | 'build'>;
  /** Where it counts (its process serves it on the metrics port); default a registry of its own. */
  metrics?: Registry | undefined;
  log?: LogOptions | undefined;
};

const kindOf = kindByRoute(
  [
    [new RegExp(`^${REGION_PATH}/`), 'region'],
    [new RegExp(`^${DATA_PATH}/`), 'data'],
    [/^\/runtime-config\.json$/, 'config'],
  ],
  { otherwise: 'asset', unmatched: 'page' },
);

/** What a shell needs of this deployment: its federation entry and manifest. */
const entryFiles = [remoteEntryFile, 'mf-manifest.json'];
/** What names the hashed files its pages load: none of those may be gone. */
const namingFiles = [remoteEntryFile, islandEntryFile, 'mf-manifest.json', 'index.html'];

const FEDERATED = new RegExp(
  `(^|/)(mf-manifest\\.json|${[remoteEntryFile, islandEntryFile].map((f) => f.replace('.', '\\.')).join('|')})$|/assets/`,
);

/**
 * What the shell's page loads from a remote's origin: its manifest, entries and hashed assets (module
 * scripts and fetches are CORS requests). Pages, the runtime configuration and regions (asked
 * for by the shell's server, not a browser) are never read cross-origin.
 */
export const allowsCrossOrigin = (urlPath: string): boolean =>
  FEDERATED.test(urlPath) || BUILD_ENTRY_PATH.test(urlPath);

export async function startStaticServer(
  opts: StaticServerOptions,
): Promise<{ url: string; server: FastifyInstance; drain: ServerOps['drain'] }> {
  const indexHtml = path.join(opts.root, 'index.html');
  if (!existsSync(indexHtml)) throw new Error(`${opts.root} has no build (index.html missing)`);
  // forceCloseConnections: a browser's keep-alive sockets must not hold a shutdown (tests, Ctrl-C).
  const server = Fastify({ ...opsServerOptions(opts.log), forceCloseConnections: true });
  const registry = opts.metrics ?? new Registry();
  let regionsReady = () => true;
  const ops = registerServerOps(server, {
    registry,
    kindOf,
    ready: {
      entry: () => entryFiles.every((file) => existsSync(path.join(opts.root, file))),
      namedFiles: () => missingNamedFiles(opts.root, namingFiles).length === 0,
      regions: () => regionsReady(),
    },
    log: opts.log,
  });

  server.addHook('onSend', async (req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '/';
    if (allowsCrossOrigin(urlPath)) reply.header('Access-Control-Allow-Origin', '*');
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.getHeader('Cache-Control')) reply.header('Cache-Control', staticCacheControl(urlPath, reply.statusCode));
  });
  // The remote's own page loads only from its origin and the provider (not the other remotes).
  await registerSecurityHeaders(
    server,
    sourcesOf(opts.runtimeConfig, {
      withRemotes: false,
      scriptHashes: inlineScriptHashes(readFileSync(indexHtml, 'utf8')),
    }),
  );

  // Every static host or CDN compresses text; without it the benchmark measures three times the
  // bytes a visitor would really download.
  await server.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });

  server.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE).type('application/json');
    return opts.runtimeConfig;
  });

  // One reader of the build for the regions and the entry named after it.
  const build = currentBuild(opts.root);
  if (opts.region) {
    const stopCounting = countProviderCalls(registry, opts.runtimeConfig.apiBaseUrl);
    server.addHook('onClose', async () => stopCounting());
    const { loaded } = await regionRoutes(server, {
      ...opts.region,
      root: opts.root,
      runtimeConfig: opts.runtimeConfig,
      metrics: remoteMetrics(registry),
      build,
    });
    regionsReady = () => loaded;
  }

  await server.register(fastifyStatic, {
    root: opts.root,
    allowedPath: servesToBrowsers,
    dotfiles: 'deny',
    preCompressed: false,
    cacheControl: false, // set by the hook above
    etag: true,
    lastModified: true,
    wildcard: true,
  });

  // A release not made by this repository's build (a hand-made one) has no copy of its entry under
  // its build's name: the current build's answers for it.
  server.setNotFoundHandler((req, reply) => {
    const urlPath = req.url.split('?')[0] ?? '';
    const current = build();
    if (current && urlPath === `/${buildEntryFile(current)}`) return reply.sendFile(remoteEntryFile);
    if (current && urlPath === `/${buildIslandEntryFile(current)}`) return reply.sendFile(islandEntryFile);
    const wantsPage = req.method === 'GET' && !path.extname(urlPath) && opts.spaFallback;
    if (wantsPage) return reply.header('Cache-Control', NO_CACHE).sendFile('index.html');
    return reply.code(404).type('text/plain').send('Not found');
  });

  const host = opts.host ?? '127.0.0.1';
  await server.listen({ port: opts.port, host });
  return { url: `http://localhost:${opts.port}`, server, drain: ops.drain };
}
