import styled from 'styled-components';
import {
  EmptyState,
  FilterBar,
  NOT_ANSWERING,
  PagedList,
  SearchInput,
  useFilteredList,
  YearSelect,
  type ListItems,
  type StoryRoute,
} from '@school/shared-ui/island';
import type { YearChoice } from '@school/shared-api/selectors';
import { DownloadCard, type DownloadCardItem } from '../components/download-card.tsx';

export type DownloadListProps = {
  items: ListItems<DownloadCardItem>;
  story?: StoryRoute | undefined;
  /** The list's name, as its page's title says it. */
  title: string;
  /** Worked out when the page was rendered, so the island starts where its HTML did. */
  startYear: YearChoice;
  allYears: boolean;
  search: boolean;
};

/** A file list's filters and cards: the island a touch on them wakes (decision record 028). */
export function DownloadList({ items, story, title, startYear, allYears, search }: DownloadListProps) {
  const { filters, setYear, setSearch, years, visible, count, filterKey, stale, unanswered } = useFilteredList(items, {
    year: startYear,
  });
  return (
    <>
      <FilterBar count={unanswered ? undefined : count} countLabel={`Total ${title}`}>
        <YearSelect value={filters.year} years={years} onChange={setYear} allLabel={allYears ? 'All Years' : null} />
        {search && <SearchInput value={filters.search} onChange={setSearch} />}
      </FilterBar>
      <Section>
        {count === 0 ? (
          <EmptyState message={unanswered ? NOT_ANSWERING : undefined} />
        ) : (
          <PagedList
            items={visible}
            total={count}
            resetKey={filterKey}
            label={title}
            noun="files"
            minWidth={300}
            busy={stale}
            renderItem={(item) => <DownloadCard item={item} story={story} />}
          />
        )}
      </Section>
    </>
  );
}

const Section = styled.section`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  padding: 0 16px 32px;
`;
