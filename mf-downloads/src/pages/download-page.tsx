import styled from 'styled-components';
import { defaultYear } from '@school/shared-api';
import { EmptyState, FilterBar, PageHeader, SearchInput, siteMap, useApiData, useFilteredList, YearSelect } from '@school/shared-ui';
import { DownloadCard } from '../components/download-card.tsx';
import type { DownloadKind } from './download-kinds.ts';

/** HomeWork, Syllabus and Circular: download cards with a year filter (and a search for circulars). */
export function DownloadPage({ kind }: { kind: DownloadKind }) {
  const { data } = useApiData(kind.load, []);
  const startYear = kind.years === 'default-year' ? defaultYear(data) : 'all';
  const { filters, setYear, setSearch, years, visible: shown } = useFilteredList(data, { year: startYear });
  const { title } = siteMap[kind.route];

  return (
    <>
      <PageHeader route={kind.route} />
      <FilterBar count={shown.length} countLabel={`Total ${title}`}>
        <YearSelect value={filters.year} years={years} onChange={setYear} allLabel={kind.years === 'all-years' ? 'All Years' : null} />
        {kind.search && <SearchInput value={filters.search} onChange={setSearch} />}
      </FilterBar>
      <Section>
        {shown.length === 0 ? (
          <EmptyState />
        ) : (
          <Cards>
            {shown.map((item) => (
              <DownloadCard key={item.key} item={item} />
            ))}
          </Cards>
        )}
      </Section>
    </>
  );
}

const Section = styled.section`
  max-width: ${(p) => p.theme.maxWidth}; margin: 0 auto; padding: 0 16px 32px;
`;
const Cards = styled.ul`
  list-style: none; margin: 0; padding: 0;
  display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  @media (max-width: 400px) { grid-template-columns: 1fr; }
`;
