// @vitest-environment jsdom
// jsdom for DOMParser: the XML parser a feed reader would use.
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { buildImageUrl, newsSchema, type NewsEntry } from '@school/shared-api';
import { makeNews } from '@school/shared-api/testing';
import { buildRssFeed, enclosureOf, FEED_ITEM_LIMIT } from './rss-feed.ts';

const channel = {
  title: 'Test School News',
  description: 'The latest news.',
  pageUrl: 'https://school.test/News',
  itemUrl: (key: string) => `https://school.test/NewsItem?id=${encodeURIComponent(key)}`,
  feedUrl: 'https://school.test/feeds/news.xml',
  guidPrefix: 'news',
};
const fileUrl = (path: string) => buildImageUrl('https://api.test', path);
const entry = (over: Parameters<typeof makeNews>[0] = {}): NewsEntry => newsSchema.parse(makeNews(over));

/** The document as a feed reader's XML parser sees it; throws when it is not well-formed XML. */
function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}
const items = (doc: Document) => [...doc.getElementsByTagName('item')];
const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? null;

describe('buildRssFeed', () => {
  it('is an RSS 2.0 channel of the items with title, description, date, link, guid and enclosure', () => {
    const doc = parse(
      buildRssFeed(
        channel,
        [entry({ _id: 'n1', title: 'Science fair', description: 'First prize.', date: '2024-03-05T00:00:00.000Z' })],
        fileUrl,
      ),
    );
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    expect(text(doc.documentElement, 'title')).toBe('Test School News');
    const [item] = items(doc);
    expect(text(item!, 'title')).toBe('Science fair');
    expect(text(item!, 'description')).toBe('First prize.');
    expect(text(item!, 'pubDate')).toBe('Tue, 05 Mar 2024 00:00:00 GMT');
    expect(text(doc.documentElement, 'link')).toBe('https://school.test/News');
    expect(text(item!, 'link')).toBe('https://school.test/NewsItem?id=n1');
    expect(text(item!, 'guid')).toBe('news-n1');
    const enclosure = item!.getElementsByTagName('enclosure')[0]!;
    expect(enclosure.getAttribute('url')).toBe('https://api.test/api/image/uploads/news/science-exhibition.pdf');
    expect(enclosure.getAttribute('type')).toBe('application/pdf');
    expect(doc.getElementsByTagName('atom:link')[0]?.getAttribute('href')).toBe(channel.feedUrl);
  });

  it('keeps hostile text as text and the document well-formed', () => {
    const hostile = `<script>alert(1)</script> ]]> & ]]><b>x</b>\u0000\u001b\uD800`;
    const xml = buildRssFeed(channel, [entry({ title: hostile, description: hostile })], fileUrl);
    const [item] = items(parse(xml));
    // The title is the text itself; the description, which readers render as HTML, is that text escaped.
    expect(text(item!, 'title')).toBe('<script>alert(1)</script> ]]> & ]]><b>x</b>');
    expect(text(item!, 'description')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; ]]&gt; &amp; ]]&gt;&lt;b&gt;x&lt;/b&gt;',
    );
  });

  it('carries the newest dated items only, newest first, at most FEED_ITEM_LIMIT', () => {
    const many = Array.from({ length: FEED_ITEM_LIMIT + 10 }, (_, i) =>
      entry({ _id: `n${i}`, title: `Item ${i}`, date: new Date(Date.UTC(2024, 0, 1 + i)).toISOString() }),
    );
    const doc = parse(buildRssFeed(channel, [entry({ title: 'Undated', date: '' }), ...many], fileUrl));
    const titles = items(doc).map((i) => text(i, 'title'));
    expect(titles).toHaveLength(FEED_ITEM_LIMIT);
    expect(titles[0]).toBe(`Item ${FEED_ITEM_LIMIT + 9}`);
    expect(titles).not.toContain('Undated');
  });

  it('is the same document for the same items (a stable ETag), and a valid empty channel for none', () => {
    const list = [entry({ _id: 'a' }), entry({ _id: 'b' })];
    expect(buildRssFeed(channel, list, fileUrl)).toBe(buildRssFeed(channel, list, fileUrl));
    expect(items(parse(buildRssFeed(channel, [], fileUrl)))).toEqual([]);
  });

  it('cuts long text as the cards do', () => {
    const [item] = items(parse(buildRssFeed(channel, [entry({ title: 'word '.repeat(100) })], fileUrl)));
    expect(text(item!, 'title')!.length).toBeLessThanOrEqual(160);
  });
});

describe('buildRssFeed, as a feed reader reads it', () => {
  const texts = [
    "Children's Day: teachers perform",
    'The "Green School" award',
    'Tom & Jerry &amp; friends',
    'Marks < 40 > 90 <b>not bold</b>',
    `Quiz: "A" & 'B' <C> ]]> twice ]]> thrice ]]>`,
  ];
  const list = texts.map((title, i) =>
    entry({ _id: `n${i}`, title, description: `${title}.`, date: new Date(Date.UTC(2024, 0, 10 - i)).toISOString() }),
  );

  it("gives each item's title and description exactly as the provider wrote them", async () => {
    const feed = await new Parser().parseString(buildRssFeed(channel, list, fileUrl));
    expect(feed.items.map((i) => i.title)).toEqual(texts);
    // The description is HTML: its text, once rendered, is the provider's.
    expect(feed.items.map((i) => i.contentSnippet)).toEqual(texts.map((t) => `${t}.`));
    expect(feed.items[0]!.content).toBe("Children's Day: teachers perform.");
  });
});

describe('enclosureOf', () => {
  it('types the attachment by its extension and drops what is not an http(s) URL', () => {
    expect(enclosureOf('https://api.test/api/image/a.JPG')).toEqual({
      url: 'https://api.test/api/image/a.JPG',
      type: 'image/jpeg',
      length: 0,
    });
    expect(enclosureOf('https://api.test/api/image/file')?.type).toBe('application/octet-stream');
    expect(enclosureOf('javascript:alert(1)')).toBeUndefined();
    expect(enclosureOf('not a url')).toBeUndefined();
    expect(enclosureOf(undefined)).toBeUndefined();
  });
});
