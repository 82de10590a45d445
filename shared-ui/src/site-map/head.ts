// Pure, so a server can render it before any React runs.
import { feedsAdvertisedOn, feedTitle } from './site-feeds.ts';
import { declaredQuery } from './page-key.ts';
import { namedRoute, pageTitle, type NamedRoute, type RouteName } from './site-map.ts';
import { shorten } from './shorten.ts';

/** Its size only where it is known: an item's photo comes from the provider at any shape. */
export type PreviewImage = { src: string; alt: string; width?: number; height?: number };

export type HeadInput = {
  route: RouteName | NamedRoute;
  schoolName: string;
  origin: string;
  url: string;
  defaultImage?: PreviewImage | undefined;
  item?: { title?: string; description?: string; image?: string };
  /** The item the address names does not exist: a 404 no search engine keeps or chat previews. */
  missing?: boolean;
};

export type Head = {
  title: string;
  description: string;
  robots?: 'noindex';
  canonical?: string;
  og?: {
    siteName: string;
    title: string;
    description: string;
    image?: PreviewImage;
    url: string;
    type: 'website' | 'article';
  };
  twitter?: { card: 'summary' | 'summary_large_image' };
  feeds: { title: string; href: string }[];
};

export const DESCRIPTION_MAX = 160;

/** The page's one address: only the item's parameters, so a filtered list is the list and tracking drops out. */
export function canonicalOf(route: NamedRoute, origin: string, url: string): string {
  return siteBase(origin) + route.path + declaredQuery(route.params, url);
}

export const siteBase = (origin: string) => origin.replace(/\/+$/, '');

export function buildHead(input: HeadInput): Head {
  const { route: r, schoolName, origin, url, defaultImage, item, missing } = input;
  const route = typeof r === 'string' ? namedRoute(r) : r;
  const base = siteBase(origin);
  const itemTitle = oneLine(item?.title ?? '');
  const title = pageTitle(itemTitle || route.title, schoolName);
  const description = shorten(oneLine(item?.description ?? '') || route.description, DESCRIPTION_MAX);
  const feeds = feedsAdvertisedOn(route.name).map((f) => ({ title: feedTitle(f, schoolName), href: base + f.path }));
  if (missing) return { title, description, robots: 'noindex', feeds };
  const canonical = canonicalOf(route, origin, url);
  const picked = item?.image ? { src: item.image, alt: itemTitle || route.title } : defaultImage;
  const image = picked && { ...picked, src: new URL(picked.src, `${base}/`).href };
  const type = route.params.includes('id') ? 'article' : 'website';
  return {
    title,
    description,
    canonical,
    og: { siteName: schoolName, title, description, ...(image && { image }), url: canonical, type },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
    feeds,
  };
}

export function headTags(head: Head): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined ? [] : [`<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`];
  const { og } = head;
  return [
    `<title>${escapeText(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    ...meta('name', 'robots', head.robots),
    ...(head.canonical === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`]),
    ...meta('property', 'og:site_name', og?.siteName),
    ...meta('property', 'og:title', og?.title),
    ...meta('property', 'og:description', og?.description),
    ...meta('property', 'og:image', og?.image?.src),
    ...meta('property', 'og:image:alt', og?.image?.alt),
    ...meta('property', 'og:image:width', og?.image?.width),
    ...meta('property', 'og:image:height', og?.image?.height),
    ...meta('property', 'og:url', og?.url),
    ...meta('property', 'og:type', og?.type),
    ...meta('name', 'twitter:card', head.twitter?.card),
    ...head.feeds.map(
      (f) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}">`,
    ),
  ].join('\n');
}

export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
/** An element's text needs only these: a title's length is then the length it shows. */
export const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => entities[c]!);
