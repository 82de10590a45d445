import { Feed, type Enclosure } from 'feed';
import { calendarDate, cardTexts, newestFirst, type NewsEntry } from '@school/shared-api';
import { descriptionHtml, httpUrl, titleText, xmlSafe } from './feed-text.ts';

/** Readers poll often, and a provider may hold thousands. */
export const FEED_ITEM_LIMIT = 50;

export type RssChannel = {
  title: string;
  description: string;
  pageUrl: string;
  itemUrl: (key: string) => string;
  feedUrl: string;
  /** One record keeps one guid. */
  guidPrefix: string;
};

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

/** An undated item has no place in a reader's timeline. */
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
    // Not the clock: an unchanged list gives an unchanged document (ETag).
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
