import { byCategory, cardTextsOf, oncePerAnswer, type ApiClient, type GalleryItem } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { PageHeader } from '@school/shared-ui/kit';
import { useApiData, useListForIsland, usePictureSource } from '@school/shared-ui/runtime';
import type { AlbumSection } from '../sections.ts';
import { ALBUM_LIST } from '../islands/names.ts';
import { AlbumList, type AlbumListProps } from './album-list.tsx';
import { albumCardOf, startYear, type AlbumCardItem } from './album-view.ts';

// A list page's cards, made once per answer and category: the renders within a window share them,
// and the page's island carries the cards of its category, not every photo of every album (the
// provider's whole answer, past the kept answers' budget, is then not seeded: record 010).
const cardsOf = oncePerAnswer((items: readonly GalleryItem[], category: string) =>
  byCategory(cardTextsOf(items), category).map(albumCardOf),
);
const loaders = new Map<string, (api: ApiClient) => Promise<AlbumCardItem[]>>();
/** One loader per category, the same across renders: useApiData keeps what it last showed by it. */
function loadCards(category: string) {
  let load = loaders.get(category);
  if (!load) loaders.set(category, (load = (api) => api.getGallery().then((items) => cardsOf(items, category))));
  return load;
}
const NONE: AlbumCardItem[] = [];

export function AlbumListPage({ section }: { section: AlbumSection }) {
  const { data: items, loaded, unanswered } = useApiData(loadCards(section.category), NONE, { forIslands: true });
  const pictures = usePictureSource();
  const year = startYear(section.startsOnCurrentYear);
  const list: AlbumListProps = {
    items: useListForIsland(items, { year }, unanswered),
    loaded,
    detail: section.detail,
    startYear: year,
    pictures,
  };
  return (
    <>
      <PageHeader route={section.list} />
      <Island name={ALBUM_LIST} wake="interaction" component={AlbumList} props={list} settled={loaded} />
    </>
  );
}
