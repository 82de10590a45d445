import { useMemo } from 'react';
import styled from 'styled-components';
import { pictureUrls, type PictureSource } from '@school/shared-api/pictures';
import type { YearChoice } from '@school/shared-api/selectors';
import {
  FilterBar,
  MonthSelect,
  NOT_ANSWERING,
  SearchInput,
  PagedShowMore,
  useFilteredList,
  useListPaging,
  YearSelect,
  type ListItems,
} from '@school/shared-ui/island';
import type { AlbumSection } from '@school/shared-ui/album-sections';
import { COUNT_LABEL } from '../sections.ts';
import { AlbumCard } from './album-card.tsx';
import type { AlbumCardItem } from './album-view.ts';
import { CardGrid, PageBody } from './card-parts.tsx';
import { PlaceholderCards } from './placeholder-cards.tsx';

export type AlbumListProps = {
  items: ListItems<AlbumCardItem>;
  /** False while the provider has not answered: the app's list shows its placeholders until it does. */
  loaded: boolean;
  detail: AlbumSection['detail'];
  /** Worked out when the page was rendered, so the island starts where its HTML did. */
  startYear: YearChoice;
  pictures: PictureSource;
};

/** The first row or two: above the fold on most screens. */
const EAGER = 4;

/** An album list's filters and cards: the island a touch on them wakes (decision record 028). */
export function AlbumList({ items, loaded, detail, startYear, pictures }: AlbumListProps) {
  const urls = useMemo(() => pictureUrls(pictures), [pictures]);
  const view = useFilteredList(items, { year: startYear });
  const { filters, setYear, setMonth, setSearch, filterKey, stale } = view;
  const paged = useListPaging(view.count, filterKey);
  return (
    <>
      <FilterBar count={view.unanswered ? undefined : view.count} countLabel={COUNT_LABEL}>
        <YearSelect value={filters.year} years={view.years} onChange={setYear} />
        <MonthSelect value={filters.month} months={view.months} onChange={setMonth} />
        <SearchInput value={filters.search} onChange={setSearch} />
      </FilterBar>
      <PageBody>
        {view.unanswered ? (
          <NoMatch role="status">{NOT_ANSWERING}</NoMatch>
        ) : view.count === 0 ? (
          <>
            {loaded && view.total > 0 && <NoMatch role="status">No albums match the selected filters.</NoMatch>}
            <PlaceholderCards busy={!loaded || stale} />
          </>
        ) : (
          <>
            <CardGrid aria-busy={stale || paged.shown > view.visible.length} data-testid="album-list">
              {view.visible.slice(0, paged.shown).map((item, i) => (
                <AlbumCard
                  key={item.key}
                  item={item}
                  detail={detail}
                  urls={urls}
                  eager={i < EAGER}
                  linkRef={paged.focusTarget(i)}
                />
              ))}
            </CardGrid>
            <PagedShowMore paged={paged} total={view.count} noun="albums" />
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
