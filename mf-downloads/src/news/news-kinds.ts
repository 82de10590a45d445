import { byCategory, cardTextsOf, type ApiClient, type News } from '@school/shared-api';

/** What a news or notice card shows; the news list and the content list both carry it. */
export type NewsEntry = Pick<News, 'key' | 'category' | 'title' | 'description' | 'date' | 'attachments'>;

export type NewsKind = {
  /** The page's site-map route (its title). */
  route: 'news' | 'schoolNotice';
  countLabel: string;
  /** Plural noun for the "Showing 24 of …" line and the no-match message. */
  noun: string;
  load: (api: ApiClient) => Promise<NewsEntry[]>;
};

/** Keeps the first record of each key: a record present in both lists shows once. */
export function uniqueByKey<T extends { key: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.key) && seen.add(item.key));
}

// Loaders at module level: stable identities, so a page loads once when it opens.
export const loadNews = async (api: ApiClient): Promise<NewsEntry[]> => cardTextsOf(byCategory(await api.getNews(), 'News'));

/**
 * Notice board items (category NoticeBoard). SPEC says "not shown" where the provider keeps
 * them: the news list may carry them, and dev-api serves them in the shared content list, so
 * both are read and merged.
 */
export const loadNoticeBoard = async (api: ApiClient): Promise<NewsEntry[]> => {
  const [news, content] = await Promise.all([api.getNews(), api.getContent()]);
  return cardTextsOf(uniqueByKey<NewsEntry>([...byCategory(news, 'NoticeBoard'), ...byCategory(content, 'NoticeBoard')]));
};

export const newsKinds = {
  News: { route: 'news', countLabel: 'Total News', noun: 'news items', load: loadNews },
  SchoolNotice: { route: 'schoolNotice', countLabel: 'Total Notices', noun: 'notices', load: loadNoticeBoard },
} satisfies Record<string, NewsKind>;
