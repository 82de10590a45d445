// Pure, so a server can render it before any React runs.
import { feedsAdvertisedOn } from './site-feeds.ts';
import { declaredQuery } from './page-key.ts';
import { namedRoute, pageTitle, type NamedRoute, type RouteName } from './site-map.ts';

export type HeadInput = {
  route: RouteName | NamedRoute;
  schoolName: string;
  origin: string;
  url: string;
  defaultImage?: string;
  item?: { title?: string; description?: string; image?: string };
};

export type Head = {
  title: string;
  description: string;
  canonical: string;
  og: { title: string; description: string; image?: string; url: string; type: 'website' | 'article' };
  twitter: { card: 'summary' | 'summary_large_image' };
  feeds: { title: string; href: string }[];
};

export const DESCRIPTION_MAX = 160;

export function buildHead({ route: r, schoolName, origin, url, defaultImage, item }: HeadInput): Head {
  const route = typeof r === 'string' ? namedRoute(r) : r;
  const base = origin.replace(/\/+$/, '');
  const title = pageTitle(oneLine(item?.title ?? '') || route.title, schoolName);
  const description = shorten(oneLine(item?.description ?? '') || route.description);
  // Only the item's parameters: a filtered list is the list, tracking and other noise drop out.
  const canonical = base + route.path + declaredQuery(route.params, url);
  const imagePath = item?.image || defaultImage;
  const image = imagePath ? new URL(imagePath, `${base}/`).href : undefined;
  const type = route.params.includes('id') ? 'article' : 'website';
  return {
    title,
    description,
    canonical,
    og: { title, description, image, url: canonical, type },
    twitter: { card: image ? 'summary_large_image' : 'summary' },
    feeds: feedsAdvertisedOn(route.name).map((f) => ({ title: `${schoolName} ${f.title}`, href: base + f.path })),
  };
}

export function headTags(head: Head): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? [] : [`<meta ${attr}="${key}" content="${escapeHtml(value)}">`];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    ...meta('property', 'og:title', head.og.title),
    ...meta('property', 'og:description', head.og.description),
    ...meta('property', 'og:image', head.og.image),
    ...meta('property', 'og:url', head.og.url),
    ...meta('property', 'og:type', head.og.type),
    ...meta('name', 'twitter:card', head.twitter.card),
    ...head.feeds.map(
      (f) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}">`,
    ),
  ].join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
