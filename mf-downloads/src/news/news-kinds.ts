import { cardTextsOf, newsList, noticeBoardList, type ApiClient, type NewsEntry } from '@school/shared-api';

export { uniqueByKey, type NewsEntry } from '@school/shared-api';

export type NewsKind = {
  route: 'news' | 'schoolNotice';
  story: 'newsItem' | 'schoolNoticeItem';
  countLabel: string;
  noun: string;
  load: (api: ApiClient) => Promise<NewsEntry[]>;
};

// Loaders at module level: stable identities, so a page loads once when it opens.
export const loadNews = async (api: ApiClient): Promise<NewsEntry[]> => cardTextsOf(await newsList(api));

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
