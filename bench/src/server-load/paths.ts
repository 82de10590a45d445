import { href, listFilterParams, siteMap } from '@school/shared-ui/site-map';

// A run's own prefix: a second run against a running server does not hit the pages of the first.
const runTag = Date.now().toString(36);

export const fbclidPath = (n: number, tag = runTag) => `/?fbclid=${tag}-${n}`;

export const floodPath = (n: number, tag = runTag) =>
  n % 2 ? `${siteMap.news.path}?${listFilterParams.search}=${tag}-${n}` : href('subGallery', { id: `${tag}-${n}` });

export const floodLabel = `${siteMap.subGallery.path}?id=<new> or ${siteMap.news.path}?${listFilterParams.search}=<new>`;

export function albumPathIn(sitemapXml: string): string | undefined {
  const album = new RegExp(`<loc>[^<]*?(${siteMap.subGallery.path}\\?id=[^<&]+)</loc>`);
  return album.exec(sitemapXml)?.[1];
}
