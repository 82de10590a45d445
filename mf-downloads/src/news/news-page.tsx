import {
  FilterBar,
  MonthSelect,
  PagedList,
  PageHeader,
  SearchInput,
  siteMap,
  useFilteredList,
  YearSelect,
} from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { PageBody } from '../lists/list-parts.tsx';
import { ListOrPlaceholder } from '../lists/list-placeholder.tsx';

import { NewsCard } from './news-card.tsx';
import type { NewsEntry, NewsKind } from './news-kinds.ts';

const NONE: NewsEntry[] = [];

export function NewsPage({ kind }: { kind: NewsKind }) {
  const { data } = useApiData(kind.load, NONE);
  const list = useFilteredList(data);
  const { title } = siteMap[kind.route];

  return (
    <>
      <PageHeader route={kind.route} />
      <FilterBar count={list.visible.length} countLabel={kind.countLabel}>
        <YearSelect value={list.filters.year} years={list.years} onChange={list.setYear} />
        <MonthSelect value={list.filters.month} months={list.months} onChange={list.setMonth} />
        <SearchInput value={list.filters.search} onChange={list.setSearch} />
      </FilterBar>
      <PageBody>
        <ListOrPlaceholder
          total={list.total}
          count={list.visible.length}
          noMatch={`No ${kind.noun} match the selected filters.`}
        >
          <PagedList
            items={list.visible}
            resetKey={list.filterKey}
            label={title}
            noun={kind.noun}
            minWidth={320}
            busy={list.stale}
            renderItem={(item) => <NewsCard item={item} story={kind.story} />}
          />
        </ListOrPlaceholder>
      </PageBody>
    </>
  );
}
