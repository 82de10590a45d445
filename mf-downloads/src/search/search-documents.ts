import { byCategory, cardTextsOf, newsList, noticeBoardList, type ApiClient } from '@school/shared-api';
import { routeNames, siteMap } from '@school/shared-ui/site-map';
import { entryHref } from './entry-href.ts';
import type { SearchDoc, SearchKind } from './search-kinds.ts';

type Item = { key: string; title?: string; name?: string; description?: string; date?: string; category?: string };
type Kind = Exclude<SearchKind, 'page'>;

const docsOf = <T extends Item>(
  kind: Kind,
  items: readonly T[],
  text: (item: T) => string = (i) => i.description ?? '',
) =>
  cardTextsOf(items).map((item): SearchDoc => ({
    id: `${kind}:${item.key}`,
    kind,
    title: item.title || item.name || '',
    text: text(item),
    date: item.date ?? '',
    href: entryHref(kind, { ...item, title: item.title || item.name || '', date: item.date ?? '' }),
  }));

export const pageDocs = (): SearchDoc[] =>
  routeNames
    .map((name) => ({ name, route: siteMap[name] }))
    .filter(({ name, route }) => route.params.length === 0 && !('bare' in route) && name !== 'search')
    .map(({ name, route }) => ({
      id: `page:${name}`,
      kind: 'page',
      title: route.title,
      text: route.description,
      date: '',
      href: route.path,
    }));

export async function loadSearchDocs(api: ApiClient): Promise<SearchDoc[]> {
  const [news, notices, circulars, content, events, gallery, videos, toppers] = await Promise.all([
    newsList(api),
    noticeBoardList(api),
    api.getCirculars(),
    api.getContent(),
    api.getEvents(),
    api.getGallery(),
    api.getVideos(),
    api.getToppers(),
  ]);
  return [
    ...pageDocs(),
    ...docsOf('news', news),
    ...docsOf('notice', notices),
    ...docsOf('circular', circulars),
    ...docsOf('homework', byCategory(content, 'HomeWork')),
    ...docsOf('syllabus', byCategory(content, 'Syllabus')),
    ...docsOf('event', events, (e) => [e.description, e.venue].filter(Boolean).join(' — ')),
    ...docsOf('album', gallery),
    ...docsOf('video', videos),
    ...docsOf('topper', toppers, (t) => [t.class, t.stream, t.division, t.sessionYear].filter(Boolean).join(' ')),
  ];
}
