import styled from 'styled-components';
import { defaultYear } from '@school/shared-api';
import {
  EmptyState,
  FilterBar,
  PagedList,
  PageHeader,
  SearchInput,
  siteMap,
  useFilteredList,
  YearSelect,
} from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { DownloadCard } from '../components/download-card.tsx';
import type { DownloadKind } from './download-kinds.ts';

export function DownloadPage({ kind }: { kind: DownloadKind }) {
  const { data } = useApiData(kind.load, []);
  const startYear = kind.years === 'default-year' ? defaultYear(data) : 'all';
  const {
    filters,
    setYear,
    setSearch,
    years,
    visible: shown,
    filterKey,
    stale,
  } = useFilteredList(data, { year: startYear });
  const { title } = siteMap[kind.route];

  return (
    <>
      <PageHeader route={kind.route} />
      <FilterBar count={shown.length} countLabel={`Total ${title}`}>
        <YearSelect
          value={filters.year}
          years={years}
          onChange={setYear}
          allLabel={kind.years === 'all-years' ? 'All Years' : null}
        />
        {kind.search && <SearchInput value={filters.search} onChange={setSearch} />}
      </FilterBar>
      <Section>
        {shown.length === 0 ? (
          <EmptyState />
        ) : (
          <PagedList
            items={shown}
            resetKey={filterKey}
            label={title}
            noun="files"
            minWidth={300}
            busy={stale}
            renderItem={(item) => <DownloadCard item={item} story={kind.story} />}
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
