import {
  FilterBar,
  MonthSelect,
  PagedList,
  SearchInput,
  useFilteredList,
  YearSelect,
  type ListItems,
  type StoryRoute,
} from '@school/shared-ui/island';
import { ListOrPlaceholder } from '../lists/list-placeholder.tsx';
import { PageBody } from '../lists/list-parts.tsx';
import { NewsCard, type NewsCardItem } from './news-card.tsx';

export type NewsListProps = {
  items: ListItems<NewsCardItem>;
  story: StoryRoute;
  /** The list's name, as its page's title says it. */
  label: string;
  countLabel: string;
  noun: string;
};

/** A news list's filters, search and cards: the island a touch on them wakes (decision record 028). */
export function NewsList({ items, story, label, countLabel, noun }: NewsListProps) {
  const list = useFilteredList(items);
  return (
    <>
      <FilterBar count={list.unanswered ? undefined : list.count} countLabel={countLabel}>
        <YearSelect value={list.filters.year} years={list.years} onChange={list.setYear} />
        <MonthSelect value={list.filters.month} months={list.months} onChange={list.setMonth} />
        <SearchInput value={list.filters.search} onChange={list.setSearch} />
      </FilterBar>
      <PageBody>
        <ListOrPlaceholder
          total={list.total}
          count={list.count}
          unanswered={list.unanswered}
          noMatch={`No ${noun} match the selected filters.`}
        >
          <PagedList
            items={list.visible}
            total={list.count}
            resetKey={list.filterKey}
            label={label}
            noun={noun}
            minWidth={320}
            busy={list.stale}
            renderItem={(item) => <NewsCard item={item} story={story} />}
          />
        </ListOrPlaceholder>
      </PageBody>
    </>
  );
}
