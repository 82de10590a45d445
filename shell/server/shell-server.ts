// The shell's deployment (decision records 008, 022 and 024).
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifyUnderPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { SERVER_ENTRY_PATH, servesToBrowsers } from '@school/config/server-build';
import { islandEntryFile } from '@school/config/remotes';
import { HOUR_CACHE, NO_CACHE, staticCacheControl } from '@school/config/static-cache';
import { errorForLog, escapeForLog } from '@school/shared-api/log-text';
import { keepAnswersOnDisk } from '@school/shared-api/kept-file';
import { DEFAULT_PROVIDER_ANSWERS_BYTES, ProviderAnswers } from '@school/config/provider-answers';
import { defaultWindows } from '@school/config/cache-windows';
import { missingNamedFiles } from '@school/config/named-files';
import { regionRuntime } from '@school/shared-ui/region-protocol';
import { routedPage, type RoutedPage } from '@school/shared-ui/page-key';
import type { renderOfflinePage, renderShell } from '../src/server-entry.tsx';
import { shellPerRoute } from './shell-per-route.ts';
import { feedRoutes } from './feeds/feed-routes.ts';
import { imageRoutes } from './images/image-routes.ts';
import { createPictureMaker } from './images/picture-maker.ts';
import { createStoryCards } from './images/story-card.ts';
import { storyCardRoutes } from './images/story-card-routes.ts';
import { sessionRoutes, withSession } from './session/session-routes.ts';
import { openSharedStore } from './session/shared-store.ts';
import { PAGE_LOADER_FILE, pageLoaderScript } from '../src/islands/page-loader-html.ts';
import { islandHostOf } from './island-host-file.ts';
import { appEntryOf, compileTemplate } from './page-template.ts';
import { SPECULATION_RULES_HEADER, speculationRulesRoute } from './speculation-rules.ts';
import { createPageCache, DEFAULT_PAGE_CACHE_BYTES, headersFor, notModified, pickEncoding } from './page-cache.ts';
import { buildOfTemplate, keptPagesIn } from './kept-pages.ts';
import { createPageRenderer, type PageRendererOptions } from './render-page.ts';
import { createRenderPools } from './render-pools.ts';
import { remoteRegions, type RegionSource } from './region-client.ts';
import { asksForPageJson } from '@school/shared-ui/page-json';
import { pageJson } from './page-json.ts';
import { canonicalLocation } from './canonical-redirect.ts';
import { securityTxtRoute } from './security-txt.ts';
import { inlineScriptHashes, registerSecurityHeaders, sourcesOf } from '@school/config/security-headers';
import { WEB_MANIFEST_PATH, webManifest } from './web-manifest.ts';
import { SERVICE_WORKER_PATH, serviceWorkerRoutes } from './service-worker-file.ts';
import { trustProxyOption } from '@school/config/start-settings';
import { countProviderCalls } from '@school/config/server-ops/provider-calls';
import {
  kindByRoute,
  opsServerOptions,
  registerServerOps,
  type LogOptions,
  type ServerOps,
} from '@school/config/server-ops/server-ops';
import { Registry } from 'prom-client';
import { shellMetrics } from './shell-metrics.ts';

export type ShellServerOptions = {
  root: string;
  port: number;
  host?: string;
  runtimeConfig: RuntimeConfig;
  /** Default: each remote's region server; the benchmark's monolith renders in-process. */
  regions?: RegionSource;
  regionPreloads?: PageRendererOptions['regionPreloads'];
  /** Sent with every region and data request: the remotes answer them to the shell's server only. */
  regionKey?: string | undefined;
  /** Canonical URLs, og:url, feeds and sitemap are made from it; default http://localhost:<port>. */
  publicOrigin?: string | undefined;
  /** Renders in flight for the pages of one remote (or the shell's own); beyond them, or while the event loop lags, its pages are shed (decision records 024, 033). */
  maxRendersInFlight?: number;
  /** How long a region may take in all (ms). */
  regionDeadlineMs?: number;
  /** When a feed's provider call still open answers with its last good answer (ms). */
  dataDeadlineMs?: number | undefined;
  /** 0 keeps none: every request renders (the benchmark's uncached renders). */
  cacheBytes?: number | undefined;
  /** The provider's answers its feeds share within a page's fresh window (bytes); 0 keeps none. */
  providerCacheBytes?: number | undefined;
  /** Where the pictures made are kept on disk too (shared by the copies, kept across restarts); default memory only. */
  pictureCacheDir?: string | undefined;
  /** Where its own calls' last good answers (feeds, sign-in) are kept across a restart; default memory only. */
  keptAnswersDir?: string | undefined;
  /** Where its good pages are kept across a restart, within their windows (kept-pages.ts); default memory only. */
  keptPagesDir?: string | undefined;
  sessionStoreUrl?: string | undefined;
  trustedProxies?: readonly string[] | undefined;
  /** Where it counts (its process serves it on the metrics port); default a registry of its own. */
  metrics?: Registry | undefined;
  log?: LogOptions | undefined;
};

const FILE = /\.[a-z0-9]+$/i;

/** A page's renders count against its remote's pool; the shell's own pages (404s among them) share one. */
const poolOf = ({ route }: RoutedPage) => (route && !route.bare ? route.remote : 'shell');

const kindOf = kindByRoute(
  [
    [/^\/$|^\/Search$/, 'page'],
    [/^\/img\//, 'picture'],
    [/^\/session/, 'session'],
    [/\.(xml|ics|txt)$/, 'feed'],
    [/^\/(runtime-config\.json|manifest\.webmanifest)$/, 'config'],
  ],
  { otherwise: 'asset', unmatched: 'page' },
);

export async function startShellServer(
  opts: ShellServerOptions,
): Promise<{ url: string; server: FastifyInstance; drain: ServerOps['drain'] }> {
  // The browser signs in and asks for pictures through this server, as the regions it composes do.
  const runtime = regionRuntime(withSession(opts.runtimeConfig));
  const registry = opts.metrics ?? new Registry();
  const metrics = shellMetrics(registry);
  // The id of the request a render runs for, handed to the remotes with their region's request.
  const requestIds = new AsyncLocalStorage<string>();
  const shellEntry = (await import(pathToFileURL(path.join(opts.root, SERVER_ENTRY_PATH)).href)) as {
    renderShell: typeof renderShell;
    renderOfflinePage?: typeof renderOfflinePage;
  };
  const indexHtml = readFileSync(path.join(opts.root, 'index.html'));
  const islandHost = islandHostOf(opts.root);
  const namingFiles = ['index.html', islandEntryFile, ...(islandHost ? [islandHost.slice(1)] : [])];
  const loaderFile = path.join(opts.root, PAGE_LOADER_FILE);
  // A build without the loader serves every page with the app, as before still pages.
  const stillScript = existsSync(loaderFile)
    ? pageLoaderScript(readFileSync(loaderFile, 'utf8'), appEntryOf(indexHtml.toString('utf8')), islandHost)
    : undefined;
  const regions = opts.regions ?? remoteRegions(runtime.remotes, () => requestIds.getStore(), opts.regionKey);
  const renderPage = createPageRenderer({
    runtime,
    regions,
    onRegionLeft: metrics.regionLeftToBrowser,
    regionDeadlineMs: opts.regionDeadlineMs,
    regionPreloads: opts.regionPreloads,
    renderShell: shellPerRoute(shellEntry.renderShell),
    template: compileTemplate(indexHtml.toString('utf8'), stillScript),
  });
  // Links name the site's configured origin, never the Host a request carries.
  const publicOrigin = opts.publicOrigin ?? `http://localhost:${opts.port}`;
  const pools = createRenderPools({
    perPool: opts.maxRendersInFlight ?? 8,
    underPressure: () => server.isUnderPressure(),
  });
  const render = (routed: RoutedPage) => pools.run(poolOf(routed), () => renderPage(routed, publicOrigin));
  const onDisk =
    opts.keptPagesDir && opts.cacheBytes !== 0
      ? keptPagesIn(
          path.join(opts.keptPagesDir, buildOfTemplate(indexHtml)),
          opts.cacheBytes ?? DEFAULT_PAGE_CACHE_BYTES,
        )
      : undefined;
  const pages = createPageCache({ render, maxBytes: opts.cacheBytes, onOutcome: metrics.page, onDisk });
  if (opts.cacheBytes !== 0) metrics.pageCacheHeld(pages.stats);

  // forceCloseConnections: a browser's keep-alive sockets must not hold a shutdown (tests, Ctrl-C).
  const server = Fastify({
    ...opsServerOptions(opts.log),
    forceCloseConnections: true,
    trustProxy: trustProxyOption(opts.trustedProxies),
  });
  server.addHook('onRequest', (req, _reply, done) => requestIds.run(req.id, done));
  if (onDisk) server.addHook('onClose', () => onDisk.flush());
  const store = openSharedStore(opts.sessionStoreUrl);
  const ops = registerServerOps(server, {
    registry,
    kindOf,
    ready: {
      sessionStore: () => store.reachable(),
      namedFiles: () => missingNamedFiles(opts.root, namingFiles).length === 0,
    },
    log: opts.log,
  });
  const stopCounting = countProviderCalls(registry, runtime.apiBaseUrl);
  server.addHook('onClose', async () => stopCounting());
  server.addHook('onSend', async (req, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (!reply.getHeader('Cache-Control')) reply.header('Cache-Control', staticCacheControl(req.url, reply.statusCode));
  });
  await server.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  // While the loop lags no new render starts (render-pools.ts); nothing is refused here. Utilization alone
  // is no reason: thousands of cached pages a second keep the loop busy.
  await server.register(fastifyUnderPressure, {
    maxEventLoopDelay: 100,
    sampleInterval: 200,
    pressureHandler: () => undefined,
  });
  // The inline scripts: the plain index.html's (a page that could not be rendered) and the page loader's.
  const inlineScripts = [indexHtml.toString('utf8'), stillScript ? `<script>${stillScript}</script>` : ''];
  await registerSecurityHeaders(
    server,
    sourcesOf(runtime, { scriptHashes: inlineScriptHashes(inlineScripts.join('')) }),
  );

  server.get('/runtime-config.json', async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE).type('application/json');
    return runtime;
  });
  server.get(WEB_MANIFEST_PATH, async (_req, reply) => {
    reply.header('Cache-Control', NO_CACHE).type('application/manifest+json');
    return JSON.stringify(webManifest(runtime.school));
  });
  server.addHook('onClose', () => store.close());
  await server.register(sessionRoutes, {
    runtime,
    store,
    publicOrigin,
    onRefused: metrics.signInRefused,
    visitorKey: opts.regionKey,
  });
  if (opts.keptAnswersDir) {
    const kept = await keepAnswersOnDisk({ dir: opts.keptAnswersDir, schoolCode: runtime.schoolCode });
    server.addHook('onClose', () => kept.stop());
  }
  await server.register(speculationRulesRoute);
  await server.register(securityTxtRoute, { school: runtime.school, origin: publicOrigin });
  const providerAnswers = new ProviderAnswers({
    maxBytes: opts.providerCacheBytes ?? DEFAULT_PROVIDER_ANSWERS_BYTES,
    freshMs: defaultWindows.freshMs,
  });
  await server.register(feedRoutes, {
    runtime,
    origin: publicOrigin,
    dataDeadlineMs: opts.dataDeadlineMs,
    providerAnswers,
  });
  // The benchmark's monolith is built without a worker.
  const workerFile = path.join(opts.root, SERVICE_WORKER_PATH);
  const renderOffline = existsSync(workerFile) ? shellEntry.renderOfflinePage : undefined;
  if (renderOffline)
    await server.register(serviceWorkerRoutes, {
      worker: readFileSync(workerFile, 'utf8'),
      offlinePage: await renderOffline(runtime.school),
    });
  // The pictures and sharp live in a process of their own: their memory never counts against the pages'.
  const maker = createPictureMaker({ dir: opts.pictureCacheDir });
  server.addHook('onClose', () => maker.close());
  await server.register(imageRoutes, { apiBaseUrl: runtime.apiBaseUrl, store: maker });
  const crestFile = path.join(opts.root, 'favicon.svg');
  const cards = createStoryCards({
    crest: existsSync(crestFile) ? readFileSync(crestFile, 'utf8') : undefined,
    cardPng: maker.cardPng,
  });
  await server.register(storyCardRoutes, { runtime, regions, cards, regionDeadlineMs: opts.regionDeadlineMs });

  await server.register(fastifyStatic, {
    root: opts.root,
    index: false,
    cacheControl: false,
    etag: true,
    // A page is never looked for on disk.
    wildcard: false,
    allowedPath: servesToBrowsers,
    dotfiles: 'deny',
    // Answered by serviceWorkerRoutes, with its precache list; the page template is only ever a page's.
    globIgnore: ['index.html', ...(renderOffline ? [SERVICE_WORKER_PATH.slice(1)] : [])],
  });

  const answerPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(405).send();
    const routed = routedPage(req.url);
    const { route } = routed;
    const location = canonicalLocation(req.url, route);
    if (location) return reply.code(301).header('Cache-Control', HOUR_CACHE).redirect(location, 301);
    if (FILE.test(pathname)) return reply.code(404).type('text/plain').send('Not found');
    // A cache in front bans a remote's pages by it when that remote is redeployed (decision record 023).
    if (route && !route.bare) reply.header('X-Page-Region', route.remote);
    const page = await pages
      .get(routed, () => pools.mayStart(poolOf(routed)))
      .catch((error: unknown) => {
        console.error(`[shell] ${escapeForLog(req.url)} could not be rendered: ${errorForLog(error)}`);
        return undefined;
      });
    // Never a 500 page, and never a wait behind other renders: the browser renders the plain index.html.
    if (!page)
      return reply.code(200).header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(indexHtml);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const headers = { ...headersFor(page, encoding), 'speculation-rules': SPECULATION_RULES_HEADER };
    if (notModified(req.headers['if-none-match'], page, encoding)) return reply.code(304).headers(headers).send();
    return reply
      .code(page.status)
      .headers(headers)
      .send(await page.body(encoding));
  };
  // A page is sent as one of its stored copies, never compressed again per request.
  server.get('/', { compress: false }, answerPage);
  const answerPageJson = pageJson(runtime.remotes, opts.regionDeadlineMs, opts.regionKey);
  server.setNotFoundHandler(async (req, reply) => {
    if (req.method !== 'GET' || !asksForPageJson(req.url)) return answerPage(req, reply);
    const { status, body, cacheControl } = await answerPageJson(req.url);
    return reply.code(status).header('Cache-Control', cacheControl).type('application/json').send(body);
  });

  const host = opts.host ?? '127.0.0.1';
  await server.listen({ port: opts.port, host });
  return { url: `http://localhost:${opts.port}`, server, drain: ops.drain };
}
