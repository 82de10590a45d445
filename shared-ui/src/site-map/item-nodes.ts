// A page's own item as schema.org describes it, with what Google's rich-result documentation asks of
// each type: Event (name, startDate, location), Article and NewsArticle (headline, datePublished,
// image, author), ImageGallery and ItemList (schema.org's own).
import type { SchoolProfile } from '@school/shared-ui/runtime-config';
import { shorten } from './shorten.ts';
import { datedAt, eventTimes } from './item-dates.ts';
import type { ItemFacts, ListedItem } from './item-facts.ts';
import { addressOf, schoolRef, type PostalAddress, type SchoolRef } from './school-node.ts';

export type EventNode = {
  '@type': 'Event';
  '@id': string;
  name: string;
  url: string;
  startDate: string;
  endDate?: string;
  eventStatus: 'https://schema.org/EventScheduled';
  eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode';
  location: { '@type': 'Place'; name: string; address: PostalAddress | string };
  image?: string[];
  description?: string;
  organizer: SchoolRef;
};

export type ArticleNode = {
  '@type': 'NewsArticle' | 'Article';
  '@id': string;
  mainEntityOfPage: string;
  headline: string;
  description?: string;
  datePublished?: string;
  image?: string[];
  author: SchoolRef;
  publisher: SchoolRef;
};

export type ImageObject = { '@type': 'ImageObject'; contentUrl: string };

export type GalleryNode = {
  '@type': 'ImageGallery';
  '@id': string;
  name: string;
  url: string;
  description?: string;
  dateCreated?: string;
  image: ImageObject[];
  author: SchoolRef;
};

export type ListItemNode = { '@type': 'ListItem'; position: number; name: string; url: string };
export type ItemListNode = { '@type': 'ItemList'; name: string; url: string; itemListElement: ListItemNode[] };

/** What every item builder is given: its page's address and everything absolute. */
export type ItemContext = {
  base: string;
  canonical: string;
  school: SchoolProfile;
  timeZone: string;
  title: string;
  description: string;
  images: string[];
  facts: ItemFacts;
};

/** Google shows no more of a headline (its Article documentation's former limit). */
export const HEADLINE_MAX = 110;

const describedBy = (description: string) => (description ? { description } : {});
const imagesOf = (images: string[]) => (images.length > 0 ? { image: images } : {});

/**
 * The school's address: the provider names a venue but gives no address, and its events are the
 * school's (decision record 041).
 */
export function eventNode(c: ItemContext): EventNode | undefined {
  const times = eventTimes(c.facts.date ?? '', c.facts.time ?? '', c.timeZone);
  if (!times) return undefined;
  const venue = c.facts.venue?.trim();
  return {
    '@type': 'Event',
    '@id': `${c.canonical}#event`,
    name: c.title,
    url: c.canonical,
    startDate: times.start,
    ...(times.end && { endDate: times.end }),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: venue ? `${venue}, ${c.school.name}` : c.school.name,
      address: addressOf(c.school),
    },
    ...imagesOf(c.images),
    ...describedBy(c.description),
    organizer: schoolRef(c.base, c.school),
  };
}

export function articleNode(type: ArticleNode['@type'], c: ItemContext): ArticleNode {
  const published = datedAt(c.facts.date ?? '', c.timeZone);
  return {
    '@type': type,
    '@id': `${c.canonical}#article`,
    mainEntityOfPage: c.canonical,
    headline: shorten(c.title, HEADLINE_MAX),
    ...describedBy(c.description),
    ...(published && { datePublished: published }),
    ...imagesOf(c.images),
    author: schoolRef(c.base, c.school),
    publisher: schoolRef(c.base, c.school),
  };
}

export function galleryNode(c: ItemContext): GalleryNode {
  const created = datedAt(c.facts.date ?? '', c.timeZone);
  return {
    '@type': 'ImageGallery',
    '@id': `${c.canonical}#gallery`,
    name: c.title,
    url: c.canonical,
    ...describedBy(c.description),
    ...(created && { dateCreated: created }),
    image: c.images.map((contentUrl) => ({ '@type': 'ImageObject', contentUrl })),
    author: schoolRef(c.base, c.school),
  };
}

/** `listed`: absolute addresses. */
export const itemListNode = (name: string, url: string, listed: ListedItem[]): ItemListNode => ({
  '@type': 'ItemList',
  name,
  url,
  itemListElement: listed.map((entry, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: entry.name,
    url: entry.href,
  })),
});
