import type { RemoteName, RuntimeConfig } from '@school/shared-ui/runtime';
import type { RenderedRegion } from '@school/shared-ui/server';
import { buildEntryFile, remoteEntryFile } from '@school/config/remotes';
import type { FirstRegion } from '../src/remotes/first-region.ts';
import type { RenderedShell, ShellRequest } from '../src/server-entry.tsx';
import { escapeForLog } from '@school/shared-api/log-text';
import { buildHead, escapeHtml, headTags, type PreviewImage } from '@school/shared-ui/head';
import { buildStructuredData, structuredDataTag } from '@school/shared-ui/structured-data';
import {
  KEPT_LINE_CLASS,
  KEPT_LINE_STYLE,
  keptAnswersLine,
  UNANSWERED_LINE,
} from '@school/shared-ui/kept-answers-line';
import { noScriptMessages } from '@school/shared-ui/no-script';
import type { RoutedPage } from '@school/shared-ui/page-key';
import { NOT_FOUND_TITLE, pageTitle, type NamedRoute, type RouteEntry } from '@school/shared-ui/site-map';
import { withDeadline } from './deadline.ts';
import type { PageParts } from './page-template.ts';
import type { RenderedPage } from './page-cache.ts';
import type { RegionSource } from './region-client.ts';
import { hasStoryCard, storyCardImage } from './images/story-card-url.ts';
import { APP_ICONS } from '../src/boot/app-icon-paths.ts';

export type PageRendererOptions = {
  runtime: RuntimeConfig;
  regions: RegionSource;
  renderShell: (request: ShellRequest) => Promise<RenderedShell>;
  template: (parts: PageParts) => string;
  regionDeadlineMs?: number;
  regionPreloads?: (remote: RemoteName, build?: string) => string;
  /** The server's metrics. */
  onRegionLeft?: (remote: RemoteName) => void;
};

/** shell/public/og-image.png: the crest on the site's colours. */
export const defaultImage = (school: string): PreviewImage => ({
  src: '/og-image.png',
  alt: `The crest of ${school}`,
  width: 1200,
  height: 630,
});

export function createPageRenderer({
  runtime,
  regions,
  renderShell,
  template,
  regionDeadlineMs = 1500,
  regionPreloads,
  onRegionLeft = () => {},
}: PageRendererOptions) {
  const preloadsOf =
    regionPreloads ?? ((remote: RemoteName, build?: string) => remotePreloads(runtime.remotes[remote], build));
  async function renderRegion(remote: RemoteName, url: string): Promise<RenderedRegion | undefined> {
    try {
      // Past the deadline the request is aborted too: the remote's server stops sending.
      const ask = new AbortController();
      return await withDeadline(regions(remote, url, ask.signal), regionDeadlineMs, `${remote}'s region`).finally(() =>
        ask.abort(),
      );
    } catch (error) {
      // The region is left to the browser: the page still answers.
      onRegionLeft(remote);
      console.warn(
        `[shell] ${escapeForLog(url)}: ${remote} rendered in the browser instead: ${escapeForLog((error as Error).message)}`,
      );
      return undefined;
    }
  }

  return async function renderPage({ route, key: url }: RoutedPage, origin: string): Promise<RenderedPage> {
    // The lobby kiosk stays a client app; an unknown path has no region.
    const region = route && !route.bare ? await renderRegion(route.remote, url) : undefined;
    const { preloads, html: regionHtml } = splitPreloads(region?.html ?? '');
    // A region the server could not get is never blank: the page says so in its place.
    const first: FirstRegion | undefined =
      route && !route.bare
        ? region
          ? { remote: route.remote, html: regionHtml }
          : { remote: route.remote, html: '', unavailable: true }
        : undefined;
    const shell = await renderShell({ url, route, runtime, region: first });
    const degraded = region?.degraded ?? false;
    const still = region?.meta.islands?.length === 0;
    // A record the provider failed to give is not gone: 503, not 404 (a late one is left to the browser).
    const missing = region?.meta.status === 404;
    const status = !route ? 404 : missing && region?.unanswered ? 503 : missing && !degraded ? 404 : 200;
    const parts: PageParts = {
      head: route
        ? pageHead(route, { runtime, origin, url, region, missing: status === 404 })
        : `<title>${escapeHtml(pageTitle(NOT_FOUND_TITLE, runtime.school.name))}</title>\n    <meta name="robots" content="noindex" />`,
      // A remote that did not answer the server may hang the browser too: a preload would hold the page's load.
      headEnd: [
        shell.styles,
        region?.styles ?? '',
        preloads,
        route && region && !still ? preloadsOf(route.remote, region.meta.build) : '',
      ].join(''),
      body: shell.html,
      beforeRoot: noScript(route && noScriptMessages[route.name]) + keptLine(region, runtime.timeZone),
      boot: {
        runtime,
        region: first && {
          remote: first.remote,
          seed: region?.data,
          unavailable: first.unavailable,
          build: region?.meta.build,
        },
      },
      still,
      late: degraded,
    };
    return { status, html: template(parts), degraded: degraded || (route !== undefined && !route.bare && !region) };
  };
}

type HeadFacts = {
  runtime: RuntimeConfig;
  origin: string;
  url: string;
  region: RenderedRegion | undefined;
  missing: boolean;
};

/** Its title, description, address, previews and structured data, from the site map and the region's item. */
function pageHead(route: NamedRoute, { runtime, origin, url, region, missing }: HeadFacts): string {
  const { school, timeZone } = runtime;
  const card = region && cardOf(route, url, region, school.name);
  const head = buildHead({
    route,
    schoolName: school.name,
    origin,
    url,
    defaultImage: card || defaultImage(school.name),
    item: region?.meta,
    missing,
  });
  // A story without a photo is pictured by its card, in search results as in previews.
  const item = region && { ...region.meta, image: region.meta.image ?? card?.src };
  const graph = buildStructuredData({ route, origin, url, school, timeZone, logo: SCHOOL_LOGO, item, missing });
  return [headTags(head), structuredDataTag(graph)].filter(Boolean).join('\n');
}

/** The crest at 512 px: Google asks an organization's logo to be at least 112 px square. */
const SCHOOL_LOGO = APP_ICONS[1].src;

/** A story with no photo of its own is shared with a card naming the school and the story. */
function cardOf(route: RouteEntry & { name: string }, url: string, region: RenderedRegion, school: string) {
  const id = new URLSearchParams(url.split('?')[1] ?? '').get('id');
  const { title, image, status } = region.meta;
  if (!hasStoryCard(route.name) || !id || !title || image || status === 404) return undefined;
  return storyCardImage(route, id, { school, label: route.title, title });
}

const noScript = (message: string | undefined) =>
  message
    ? `<noscript><p style="margin:20vh auto;max-width:36em;padding:0 16px;font:1.5rem/1.5 sans-serif;text-align:center">${escapeHtml(message)}</p></noscript>`
    : '';

/** Outside what the browser hydrates: the page is degraded, so the line goes once the provider answers again. */
function keptLine(region: RenderedRegion | undefined, timeZone: string): string {
  const line = region?.unanswered
    ? UNANSWERED_LINE
    : region?.keptAt !== undefined && keptAnswersLine(region.keptAt, timeZone);
  return line ? `<p class="${KEPT_LINE_CLASS}" style="${KEPT_LINE_STYLE}">${escapeHtml(line)}</p>` : '';
}

/** A region that names its build wakes with that build's entry, not the manifest (decision record 028). */
const remotePreloads = (manifest: string, build: string | undefined) =>
  build
    ? modulePreload(new URL(buildEntryFile(build), manifest).href)
    : `<link rel="preload" href="${escapeHtml(manifest)}" as="fetch" crossorigin="anonymous" />${modulePreload(new URL(remoteEntryFile, manifest).href)}`;

const modulePreload = (href: string) =>
  `<link rel="modulepreload" href="${escapeHtml(href)}" crossorigin="anonymous" />`;

/** React puts an image preload before a fragment it renders without a <head>: it belongs in the head. */
function splitPreloads(html: string): { preloads: string; html: string } {
  const match = /^(?:<link rel="preload"[^>]*\/>)+/.exec(html);
  return match ? { preloads: match[0], html: html.slice(match[0].length) } : { preloads: '', html };
}
