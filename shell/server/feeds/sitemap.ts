import { albumId, albumSections } from '@school/shared-ui/album-sections';
import { SITEMAP_PATH, unlistedRoutes } from '@school/shared-ui/site-feeds';
import { href, routeNames, siteMap } from '@school/shared-ui/site-map';
import { storyHref, type StoryRoute } from '@school/shared-ui/story-routes';
import { calendarDate, isoDay, type CalendarDate, type GalleryItem } from '@school/shared-api';
import { xmlText } from './feed-text.ts';

/** The sitemaps.org limit for one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapUrl = { path: string; lastmod?: string };

export function publicPaths(): string[] {
  return routeNames
    .filter((n) => siteMap[n].params.length === 0 && !unlistedRoutes.includes(n))
    .map((n) => siteMap[n].path);
}

export function albumPaths(
  gallery: readonly (Pick<GalleryItem, 'category'> & Partial<Pick<GalleryItem, 'id' | '_id'>>)[],
): string[] {
  const paths = new Set<string>();
  for (const item of gallery) {
    const section = albumSections.find((s) => s.category === item.category);
    const id = albumId(item);
    if (section && id) paths.add(href(section.detail, { id }));
  }
  return [...paths];
}

/** An item's day is its lastmod up to the school's today; an event's later day is when it happens, not a change. */
export function storyUrls(
  route: StoryRoute,
  entries: readonly { key: string; date?: unknown }[],
  today: CalendarDate,
): SitemapUrl[] {
  const todayIso = isoDay(today);
  return entries.map((entry) => {
    const day = calendarDate(entry.date);
    const lastmod = day && isoDay(day);
    return lastmod && lastmod <= todayIso
      ? { path: storyHref(route, entry), lastmod }
      : { path: storyHref(route, entry) };
  });
}

export function buildSitemap(origin: string, entries: readonly (string | SitemapUrl)[]): string {
  const base = origin.replace(/\/+$/, '');
  const byPath = new Map<string, SitemapUrl>();
  for (const entry of entries) {
    const url = typeof entry === 'string' ? { path: entry } : entry;
    if (!byPath.has(url.path)) byPath.set(url.path, url);
  }
  const urls = [...byPath.values()].slice(0, SITEMAP_URL_LIMIT).map(({ path, lastmod }) => {
    const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return `  <url><loc>${xmlText(base + path)}</loc>${date}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...unlistedRoutes.map((n) => `Disallow: ${siteMap[n].path}`),
    '',
    `Sitemap: ${base}${SITEMAP_PATH}`,
    '',
  ].join('\n');
}
