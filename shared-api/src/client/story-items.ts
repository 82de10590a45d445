// The item call by id comes first, then the list the page links from, so every entry has a page even
// where the item call does not know it. A record of another kind is no story of this one: null.
import type { SchoolEvent } from '../contract/index.ts';
import type { ItemCalls } from './item-calls.ts';
import type { ListCalls } from './list-calls.ts';
import { newsList, noticeBoardList, type NewsEntry } from './news-lists.ts';

type StoryCalls = Pick<ListCalls, 'getNews' | 'getContent' | 'getCirculars' | 'getEvents'> &
  Pick<ItemCalls, 'getContentById' | 'getEventItem'>;

async function findStory<T extends { key: string }>(
  id: string,
  byId: () => Promise<T | null>,
  isOfKind: (item: T) => boolean,
  list: () => Promise<readonly T[]>,
): Promise<T | null> {
  if (id.trim() === '') return null;
  const item = await byId();
  if (item && isOfKind(item)) return item;
  return (await list()).find((entry) => entry.key === id) ?? null;
}

/** The shell's sitemap lists the same entries. */
export const storyLists = {
  news: (api: Pick<ListCalls, 'getNews'>) => newsList(api),
  notices: (api: Pick<ListCalls, 'getNews' | 'getContent'>) => noticeBoardList(api),
  circulars: (api: Pick<ListCalls, 'getCirculars'>) => api.getCirculars(),
  events: (api: Pick<ListCalls, 'getEvents'>) => api.getEvents(),
};

const asNewsEntry = ({ key, category, title, description, date, attachments }: NewsEntry): NewsEntry => ({
  key,
  category,
  title,
  description,
  date,
  attachments,
});

const contentStory = async (
  api: StoryCalls,
  id: string,
  category: string,
  list: () => Promise<readonly NewsEntry[]>,
): Promise<NewsEntry | null> => {
  const found = await findStory<NewsEntry>(
    id,
    () => api.getContentById(id),
    (i) => i.category === category,
    list,
  );
  return found && asNewsEntry(found);
};

export const newsStory = (api: StoryCalls, id: string) => contentStory(api, id, 'News', () => storyLists.news(api));

export const noticeStory = (api: StoryCalls, id: string) =>
  contentStory(api, id, 'NoticeBoard', () => storyLists.notices(api));

export const circularStory = (api: StoryCalls, id: string) =>
  contentStory(api, id, 'Circular', () => storyLists.circulars(api));

export const eventStory = (api: StoryCalls, id: string): Promise<SchoolEvent | null> =>
  findStory(
    id,
    () => api.getEventItem(id),
    () => true,
    () => storyLists.events(api),
  );
