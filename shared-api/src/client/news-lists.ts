// The pages and the shell's feeds read them here, so a feed never lists other items than its page.
import { byCategory } from '../selectors/lists.ts';
import { oncePerAnswer } from '../selectors/once-per-answer.ts';
import type { News } from '../contract/index.ts';
import type { ListCalls } from './list-calls.ts';

export type NewsEntry = Pick<News, 'key' | 'category' | 'title' | 'description' | 'date' | 'attachments'>;

export function uniqueByKey<T extends { key: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.key) && seen.add(item.key));
}

const newsOf = oncePerAnswer((news: readonly News[]): NewsEntry[] => byCategory(news, 'News'));

export const newsList = async (api: Pick<ListCalls, 'getNews'>): Promise<NewsEntry[]> => newsOf(await api.getNews());

const noticesOf = oncePerAnswer((news: readonly News[]) =>
  oncePerAnswer((content: readonly NewsEntry[]) =>
    uniqueByKey<NewsEntry>([...byCategory(news, 'NoticeBoard'), ...byCategory(content, 'NoticeBoard')]),
  ),
);

/** Where the provider keeps notices is not known: the news list may carry them, and dev-api serves them in the content list. */
export const noticeBoardList = async (api: Pick<ListCalls, 'getNews' | 'getContent'>): Promise<NewsEntry[]> => {
  const [news, content] = await Promise.all([api.getNews(), api.getContent()]);
  return noticesOf(news)(content);
};
