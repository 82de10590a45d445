import styled from 'styled-components';
import { byCategory, cardTextsOf, oncePerAnswer, type ApiClient, type GalleryItem } from '@school/shared-api';
import {
  FilterBar,
  MonthSelect,
  PageHeader,
  SearchInput,
  ShowMore,
  YearSelect,
  useFilteredList,
  useListPaging,
} from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { COUNT_LABEL, type AlbumSection } from '../sections.ts';
import { AlbumCard } from './album-card.tsx';
import { albumCardOf, startYear, type AlbumCardItem } from './album-view.ts';
import { CardGrid, PageBody } from './card-parts.tsx';
import { PlaceholderCards } from './placeholder-cards.tsx';

// A list page's cards, made once per answer and category: the renders within a window share them,
// and the page's seed carries the cards of its category, not every photo of every album (the
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
/** The first row or two: above the fold on most screens. */
const EAGER = 4;

export function AlbumListPage({ section }: { section: AlbumSection }) {
  const { data: items, loaded } = useApiData(loadCards(section.category), NONE);
  const view = useFilteredList(items, { year: startYear(section.startsOnCurrentYear) });
  const { filters, setYear, setMonth, setSearch, filterKey, stale } = view;
  const paged = useListPaging(view.visible.length, filterKey);

  return (
    <>
      <PageHeader route={section.list} />
      <FilterBar count={view.visible.length} countLabel={COUNT_LABEL}>
        <YearSelect value={filters.year} years={view.years} onChange={setYear} />
        <MonthSelect value={filters.month} months={view.months} onChange={setMonth} />
        <SearchInput value={filters.search} onChange={setSearch} />
      </FilterBar>
      <PageBody>
        {view.visible.length === 0 ? (
          <>
            {loaded && view.total > 0 && <NoMatch role="status">No albums match the selected filters.</NoMatch>}
            <PlaceholderCards busy={!loaded || stale} />
          </>
        ) : (
          <>
            <CardGrid aria-busy={stale} data-testid="album-list">
              {view.visible.slice(0, paged.shown).map((item, i) => (
                <AlbumCard
                  key={item.key}
                  item={item}
                  detail={section.detail}
                  eager={i < EAGER}
                  linkRef={paged.focusTarget(i)}
                />
              ))}
            </CardGrid>
            {paged.hasMore && (
              <ShowMore
                shown={paged.shown}
                total={view.visible.length}
                onClick={paged.showMore}
                href={paged.moreHref}
                noun="albums"
              />
            )}
          </>
        )}
      </PageBody>
    </>
  );
}

const NoMatch = styled.p`
  margin: 0 0 16px;
  font-size: 1.05rem;
  color: ${(p) => p.theme.color.muted};
`;
