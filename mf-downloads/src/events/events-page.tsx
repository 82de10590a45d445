import { cardTextsOf, upcomingFirst, type ApiClient, type SchoolEvent } from '@school/shared-api';
import {
  CalendarSubscribe,
  FilterBar,
  MonthSelect,
  PagedList,
  PageHeader,
  SearchInput,
  useFilteredList,
  YearSelect,
} from '@school/shared-ui/kit';
import { useApiData } from '@school/shared-ui/runtime';
import { PageBody } from '../lists/list-parts.tsx';
import { ListOrPlaceholder } from '../lists/list-placeholder.tsx';

import { EventCard } from './event-card.tsx';

const loadEvents = (api: ApiClient) => api.getEvents().then(cardTextsOf);
const NONE: SchoolEvent[] = [];
const order = (events: readonly SchoolEvent[]) => upcomingFirst(events);
const EAGER = 3;

export function EventsPage() {
  const { data } = useApiData(loadEvents, NONE);
  const list = useFilteredList(data, { order });

  return (
    <>
      <PageHeader route="events" />
      <FilterBar count={list.visible.length} countLabel="Total Events">
        <YearSelect value={list.filters.year} years={list.years} onChange={list.setYear} />
        <MonthSelect value={list.filters.month} months={list.months} onChange={list.setMonth} />
        <SearchInput value={list.filters.search} onChange={list.setSearch} />
      </FilterBar>
      <PageBody>
        <CalendarSubscribe />
        <ListOrPlaceholder
          total={list.total}
          count={list.visible.length}
          noMatch="No events match the selected filters."
        >
          <PagedList
            items={list.visible}
            resetKey={list.filterKey}
            label="Events"
            noun="events"
            minWidth={300}
            busy={list.stale}
            renderItem={(event, i) => <EventCard event={event} eager={i < EAGER} />}
          />
        </ListOrPlaceholder>
      </PageBody>
    </>
  );
}
