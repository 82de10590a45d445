import { MONTHS } from '@school/shared-api';
import { albumSections } from '@school/shared-ui/album-sections';
import { href, listFilterParams, sessionParam, siteMap } from '@school/shared-ui/site-map';
import type { SearchKind } from './search-kinds.ts';

type Entry = { title: string; date: string; id?: string; _id?: string; category?: string; sessionYear?: string };

const withQuery = (path: string, query: Record<string, string>) => {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== '')).toString();
  return search ? `${path}?${search}` : path;
};
const yearOf = (date: string) => date.slice(0, 4) || 'all';
const monthOf = (date: string) => MONTHS[Number(date.slice(5, 7)) - 1] ?? 'all';

/**
 * Where a search result leads: its list, filtered down to the entry (the lists have no page per
 * item yet). The one place to point at an item's own page once there is one.
 */
export function entryHref(kind: Exclude<SearchKind, 'page'>, item: Entry): string {
  const q = { [listFilterParams.search]: item.title };
  // A title recurs (a notice each term): its year and month leave the one entry.
  const when = { [listFilterParams.year]: yearOf(item.date), [listFilterParams.month]: monthOf(item.date) };
  switch (kind) {
    case 'news':
      return withQuery(siteMap.news.path, { ...when, ...q });
    case 'notice':
      return withQuery(siteMap.schoolNotice.path, { ...when, ...q });
    case 'event':
      return withQuery(siteMap.events.path, { ...when, ...q });
    case 'circular':
      return withQuery(siteMap.circular.path, { [listFilterParams.year]: yearOf(item.date), ...q });
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
