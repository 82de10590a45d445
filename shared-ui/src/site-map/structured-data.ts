// A page's schema.org data, built from the site map, the school's profile and what its region says of
// its item (decision record 041). Pure, as buildHead is: the shell's server renders it into the head.
import type { SchoolProfile } from '@school/shared-ui/runtime-config';
import { canonicalOf, oneLine, siteBase } from './head.ts';
import type { ItemFacts, ListedItem } from './item-facts.ts';
import {
  articleNode,
  eventNode,
  galleryNode,
  itemListNode,
  type ArticleNode,
  type EventNode,
  type GalleryNode,
  type ItemContext,
  type ItemListNode,
} from './item-nodes.ts';
import { schoolNode, webSiteNode, type SchoolNode, type WebSiteNode } from './school-node.ts';
import { scriptJson } from './script-json.ts';
import { siteMap, type NamedRoute, type RouteName } from './site-map.ts';

export type { ItemFacts, ListedItem };

export type StructuredDataInput = {
  route: NamedRoute;
  origin: string;
  /** The page's key: its path and the parameters the site map declares. */
  url: string;
  school: SchoolProfile;
  /** The school's (runtime configuration's `timeZone`): every date-time carries its offset. */
  timeZone: string;
  /** The school's logo: a path of the site or a URL. */
  logo: string;
  item?: { title?: string; description?: string; image?: string; facts?: ItemFacts; listed?: ListedItem[] };
  /** The page answers 404: nothing of it is described. */
  missing?: boolean;
};

export type BreadcrumbNode = {
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
};

export type Thing = SchoolNode | WebSiteNode | BreadcrumbNode | EventNode | ArticleNode | GalleryNode | ItemListNode;

type ItemBuilder = (context: ItemContext) => Thing | undefined;

const itemTypes: Partial<Record<RouteName, ItemBuilder>> = {
  eventItem: eventNode,
  newsItem: (c) => articleNode('NewsArticle', c),
  // A notice or a circular is the school's own announcement, not news reporting.
  schoolNoticeItem: (c) => articleNode('Article', c),
  circularItem: (c) => articleNode('Article', c),
  subGallery: galleryNode,
  subActivities: galleryNode,
  kidsCornerSubGallery: galleryNode,
};

export function buildStructuredData(input: StructuredDataInput): Thing[] {
  const { route, origin, url, school, timeZone, logo, item, missing } = input;
  if (missing) return [];
  const base = siteBase(origin);
  const absolute = (src: string) => new URL(src, `${base}/`).href;
  const canonical = canonicalOf(route, origin, url);
  const title = oneLine(item?.title ?? '');
  // The school on every page: the nodes below name it by its @id, and a crawler joins no page to another.
  const graph: Thing[] = [schoolNode(base, school, absolute(logo))];
  if (route.name === 'home') graph.push(webSiteNode(base, school));
  // A detail page whose item is not known (the provider failed) says nothing of it, nor where it sits.
  if (route.params.length > 0 && !title) return graph;
  if (route.breadcrumb.length > 0) graph.push(breadcrumbNode(route, base, canonical, title));
  const build = itemTypes[route.name];
  const context: ItemContext = {
    base,
    canonical,
    school,
    timeZone,
    title,
    description: oneLine(item?.description ?? ''),
    images: (item?.facts?.images ?? (item?.image ? [item.image] : [])).map(absolute),
    facts: item?.facts ?? {},
  };
  const node = build?.(context);
  if (node) graph.push(node);
  const listed = item?.listed ?? [];
  if (listed.length > 0)
    graph.push(
      itemListNode(
        route.title,
        canonical,
        listed.map((l) => ({ name: oneLine(l.name), href: absolute(l.href) })),
      ),
    );
  return graph;
}

/** Home > its list > the page: the site map's titles and addresses, the page's own title last. */
function breadcrumbNode(route: NamedRoute, base: string, canonical: string, title: string): BreadcrumbNode {
  const steps = [
    ...route.breadcrumb.map((name) => ({ name: siteMap[name].title, item: base + siteMap[name].path })),
    { name: title || route.title, item: canonical },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, ...step })),
  };
}

/** A data block, never run, so the page's script-src does not apply to it; `<` is escaped so no text ends it. */
export function structuredDataTag(graph: Thing[]): string {
  if (graph.length === 0) return '';
  return `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', '@graph': graph })}</script>`;
}
