// /sitemap.xml and /robots.txt: every public page (the site map's routes), every album and every
// story the provider has, as absolute URLs on the origin the site is asked on.
import { albumId, albumSections } from '@school/shared-ui/album-sections';
import { SITEMAP_PATH, unlistedRoutes } from '@school/shared-ui/site-feeds';
import { href, routeNames, siteMap } from '@school/shared-ui/site-map';
import { storyHref, type StoryRoute } from '@school/shared-ui/story-routes';
import { calendarDate, isoDay, type GalleryItem } from '@school/shared-api';
import { xmlText } from './feed-text.ts';

/** A sitemap file may list 50,000 URLs (sitemaps.org); the site stays below it (a few thousand stories at most). */
export const SITEMAP_URL_LIMIT = 50_000;

/** One URL of the sitemap: a path of the site and, where known, the day it last changed (YYYY-MM-DD). */
export type SitemapUrl = { path: string; lastmod?: string };

/** The paths a search engine may list: routes without parameters, kiosk and sign-in left out. */
export function publicPaths(): string[] {
  return routeNames
    .filter((n) => siteMap[n].params.length === 0 && !unlistedRoutes.includes(n))
    .map((n) => siteMap[n].path);
}

/** Each album's detail page, by the section its category belongs to (same rule as the gallery's pages). */
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

/** Each story's own page, as its list links it, dated by the story's date where it has one. */
export function storyUrls(route: StoryRoute, entries: readonly { key: string; date?: unknown }[]): SitemapUrl[] {
  return entries.map((entry) => {
    const day = calendarDate(entry.date);
    return day ? { path: storyHref(route, entry), lastmod: isoDay(day) } : { path: storyHref(route, entry) };
  });
}

/** The sitemap document (a plain `<urlset>` of `<loc>`s, with `<lastmod>` where known): each path once, at most the limit. */
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

/** robots.txt: everything but the kiosk and the sign-in page, and where the sitemap is. */
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
