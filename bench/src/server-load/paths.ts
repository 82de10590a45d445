// The URLs the bench asks, one new each time: those the shell's page key keeps (each renders a
// page of its own) and those it drops (each is the cached page), from the site map's own names.
import { href, listFilterParams, siteMap } from '@school/shared-ui/site-map';

// A run's own prefix: a second run against a running server does not hit the pages of the first.
const runTag = Date.now().toString(36);

/** `/` with a new `fbclid`: a tracking parameter, so every one is the cached `/`. */
export const fbclidPath = (n: number, tag = runTag) => `/?fbclid=${tag}-${n}`;

/**
 * Alternately an album that does not exist (its 404 page rendered each time, by mf-gallery) and a
 * News search (a declared list parameter, rendered by mf-downloads): each a page of its own.
 */
export const floodPath = (n: number, tag = runTag) =>
  n % 2 ? `${siteMap.news.path}?${listFilterParams.search}=${tag}-${n}` : href('subGallery', { id: `${tag}-${n}` });

/** What the report calls the flood's URLs. */
export const floodLabel = `${siteMap.subGallery.path}?id=<new> or ${siteMap.news.path}?${listFilterParams.search}=<new>`;

/** The first album the sitemap lists, as a SubGallery path. */
export function albumPathIn(sitemapXml: string): string | undefined {
  const album = new RegExp(`<loc>[^<]*?(${siteMap.subGallery.path}\\?id=[^<&]+)</loc>`);
  return album.exec(sitemapXml)?.[1];
}
