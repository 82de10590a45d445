// The record behind a story's own page (a news item, notice, circular or event), by the key its
// list links with. The item call by id comes first; then the list the page links from, so every
// entry has a page even where the item call does not know it (an entry without an id is keyed
// by its title and date). A record of another kind is no story of this one: null, as for none.
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

/**
 * The list each kind of story is found in, the one its list page links from: the shell's sitemap
 * lists the same entries.
 */
export const storyLists = {
  news: (api: Pick<ListCalls, 'getNews'>) => newsList(api),
  notices: (api: Pick<ListCalls, 'getNews' | 'getContent'>) => noticeBoardList(api),
  circulars: (api: Pick<ListCalls, 'getCirculars'>) => api.getCirculars(),
  events: (api: Pick<ListCalls, 'getEvents'>) => api.getEvents(),
};

/** A news entry's fields only: a content item carries more than its page shows. */
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

/** One item of /News. */
export const newsStory = (api: StoryCalls, id: string) => contentStory(api, id, 'News', () => storyLists.news(api));

/** One notice of /SchoolNotice. */
export const noticeStory = (api: StoryCalls, id: string) =>
  contentStory(api, id, 'NoticeBoard', () => storyLists.notices(api));

/** One circular of /Circular. */
export const circularStory = (api: StoryCalls, id: string) =>
  contentStory(api, id, 'Circular', () => storyLists.circulars(api));

/** One event of /Events. */
export const eventStory = (api: StoryCalls, id: string): Promise<SchoolEvent | null> =>
  findStory(
    id,
    () => api.getEventItem(id),
    () => true,
    () => storyLists.events(api),
  );
