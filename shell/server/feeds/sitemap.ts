// /sitemap.xml and /robots.txt: every public page (the site map's routes) and every album the
// provider has, as absolute URLs on the origin the site is asked on.
import { albumId, albumSections } from '@school/shared-ui/album-sections';
import { SITEMAP_PATH, unlistedRoutes } from '@school/shared-ui/site-feeds';
import { href, routeNames, siteMap } from '@school/shared-ui/site-map';
import type { GalleryItem } from '@school/shared-api';
import { xmlText } from './feed-text.ts';

/** A sitemap file may list 50,000 URLs (sitemaps.org); the site stays far below it. */
export const SITEMAP_URL_LIMIT = 50_000;

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

/** The sitemap document (a plain `<urlset>` of `<loc>`s). */
export function buildSitemap(origin: string, paths: readonly string[]): string {
  const base = origin.replace(/\/+$/, '');
  const urls = paths.slice(0, SITEMAP_URL_LIMIT).map((p) => `  <url><loc>${xmlText(base + p)}</loc></url>`);
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
