import { cardTextsOf, newsList, noticeBoardList, type ApiClient, type NewsEntry } from '@school/shared-api';

export { uniqueByKey, type NewsEntry } from '@school/shared-api';

export type NewsKind = {
  /** The page's site-map route (its title). */
  route: 'news' | 'schoolNotice';
  /** Each entry's own page. */
  story: 'newsItem' | 'schoolNoticeItem';
  countLabel: string;
  /** Plural noun for the "Showing 24 of …" line and the no-match message. */
  noun: string;
  load: (api: ApiClient) => Promise<NewsEntry[]>;
};

// Loaders at module level: stable identities, so a page loads once when it opens.
export const loadNews = async (api: ApiClient): Promise<NewsEntry[]> => cardTextsOf(await newsList(api));

/** Notice board items: see noticeBoardList for where they come from. */
export const loadNoticeBoard = async (api: ApiClient): Promise<NewsEntry[]> => cardTextsOf(await noticeBoardList(api));

export const newsKinds = {
  News: { route: 'news', story: 'newsItem', countLabel: 'Total News', noun: 'news items', load: loadNews },
  SchoolNotice: {
    route: 'schoolNotice',
    story: 'schoolNoticeItem',
    countLabel: 'Total Notices',
    noun: 'notices',
    load: loadNoticeBoard,
  },
} satisfies Record<string, NewsKind>;
