import { albumSections } from '@school/shared-ui/album-sections';
import { href, listFilterParams, sessionParam, siteMap } from '@school/shared-ui/site-map';
import { storyHref } from '@school/shared-ui/story-routes';
import type { SearchKind } from './search-kinds.ts';

type Entry = {
  key: string;
  title: string;
  date: string;
  id?: string;
  _id?: string;
  category?: string;
  sessionYear?: string;
};

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return search ? `${path}?${search}` : path;
};
const yearOf = (date: string) => date.slice(0, 4) || 'all';

/** Homework, syllabus, videos and toppers have no page per item: their list filtered down to the entry. */
export function entryHref(kind: Exclude<SearchKind, 'page'>, item: Entry): string {
  const q = { [listFilterParams.search]: item.title };
  switch (kind) {
    case 'news':
      return storyHref('newsItem', item);
    case 'notice':
      return storyHref('schoolNoticeItem', item);
    case 'event':
      return storyHref('eventItem', item);
    case 'circular':
      return storyHref('circularItem', item);
    case 'homework':
      return withQuery(siteMap.homeWork.path, { [listFilterParams.year]: yearOf(item.date), ...q });
    case 'syllabus':
      return withQuery(siteMap.syllabus.path, { [listFilterParams.year]: yearOf(item.date), ...q });
    case 'video':
      return withQuery(siteMap.videoGallery.path, { [listFilterParams.year]: yearOf(item.date) });
    case 'topper':
      return withQuery(siteMap.toppers.path, { [sessionParam]: item.sessionYear ?? '', ...q });
    case 'album': {
      const section = albumSections.find((s) => s.category === item.category) ?? albumSections[0]!;
      const id = item.id || item._id;
      return id ? href(section.detail, { id }) : withQuery(siteMap[section.list].path, q);
    }
  }
}
