// What the News and School Notice lists are built from: the pages and the
// shell's feeds read them here, so a feed never lists other items than its page.
import { byCategory } from '../selectors/lists.ts';
import type { News } from '../contract/index.ts';
import type { ListCalls } from './list-calls.ts';

/** A News or School Notice record; the news list and the content list both carry these fields. */
export type NewsEntry = Pick<News, 'key' | 'category' | 'title' | 'description' | 'date' | 'attachments'>;

/** Keeps the first record of each key: a record present in both lists shows once. */
export function uniqueByKey<T extends { key: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.key) && seen.add(item.key));
}

/** News: category News of the news list. */
export const newsList = async (api: Pick<ListCalls, 'getNews'>): Promise<NewsEntry[]> =>
  byCategory(await api.getNews(), 'News');

/**
 * School Notice: category NoticeBoard. Where the provider keeps them is not known: the
 * news list may carry them, and dev-api serves them in the shared content list, so both are read
 * and merged.
 */
export const noticeBoardList = async (api: Pick<ListCalls, 'getNews' | 'getContent'>): Promise<NewsEntry[]> => {
  const [news, content] = await Promise.all([api.getNews(), api.getContent()]);
  return uniqueByKey<NewsEntry>([...byCategory(news, 'NoticeBoard'), ...byCategory(content, 'NoticeBoard')]);
};
