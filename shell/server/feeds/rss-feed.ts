// The RSS 2.0 feed of a news list (News, School Notices), written by the `feed` library.
import { Feed, type Enclosure } from 'feed';
import { calendarDate, cardTexts, newestFirst, type NewsEntry } from '@school/shared-api';
import { descriptionHtml, httpUrl, titleText, xmlSafe } from './feed-text.ts';

/** Newest items a feed carries: readers poll often, and a provider may hold thousands. */
export const FEED_ITEM_LIMIT = 50;

export type RssChannel = {
  /** e.g. "St. Mary's Convent School News". */
  title: string;
  description: string;
  /** The page listing the same items: the channel's link. */
  pageUrl: string;
  /** An item's own page, by its key: the item's link. */
  itemUrl: (key: string) => string;
  /** This feed's own URL (atom:link rel="self"). */
  feedUrl: string;
  /** Prefixes each item's guid, e.g. "news": one record keeps one guid. */
  guidPrefix: string;
};

/** Attachment types a reader can tell apart; anything else is a plain download. */
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
};

export function enclosureOf(fileUrl: string | undefined): Enclosure | undefined {
  const url = fileUrl && httpUrl(fileUrl);
  if (!url) return undefined;
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ?? '';
  // RSS requires a length; 0 is the convention when the size is unknown.
  return { url, type: TYPES[extension] ?? 'application/octet-stream', length: 0 };
}

const dateOf = (value: string) => {
  const d = calendarDate(value);
  return d && new Date(Date.UTC(d.year, d.monthIndex, d.day));
};

/**
 * The newest FEED_ITEM_LIMIT dated items (an undated one has no place in a reader's timeline),
 * each with title, description, date, its own page's link and its first attachment as enclosure.
 * Texts are cut as the page's cards cut them. Same items, same document.
 */
export function buildRssFeed(
  channel: RssChannel,
  entries: readonly NewsEntry[],
  fileUrl: (path: string) => string,
): string {
  const items = newestFirst(entries)
    .flatMap((entry) => {
      const date = dateOf(entry.date);
      return date ? [{ entry: cardTexts(entry), date }] : [];
    })
    .slice(0, FEED_ITEM_LIMIT);
  const feed = new Feed({
    title: xmlSafe(channel.title),
    description: xmlSafe(channel.description),
    id: channel.pageUrl,
    link: channel.pageUrl,
    feedLinks: { rss: channel.feedUrl },
    language: 'en',
    // The newest item's date, not the clock: an unchanged list gives an unchanged document (ETag).
    updated: items[0]?.date ?? new Date(0),
    generator: false,
  });
  for (const { entry, date } of items) {
    const file = entry.attachments[0];
    feed.addItem({
      title: titleText(entry.title || 'Untitled'),
      description: entry.description ? descriptionHtml(entry.description) : undefined,
      link: channel.itemUrl(entry.key),
      guid: xmlSafe(`${channel.guidPrefix}-${entry.key}`),
      date,
      enclosure: enclosureOf(file && fileUrl(file)),
    });
  }
  return feed.rss2();
}
