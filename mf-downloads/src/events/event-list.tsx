import { useMemo } from 'react';
import { pictureUrls, type PictureSource } from '@school/shared-api/pictures';
import { upcomingFirst } from '@school/shared-api/selectors';
import {
  CalendarSubscribeLinks,
  FilterBar,
  MonthSelect,
  PagedList,
  SearchInput,
  useFilteredList,
  YearSelect,
  type ListItems,
} from '@school/shared-ui/island';
import { PageBody } from '../lists/list-parts.tsx';
import { ListOrPlaceholder } from '../lists/list-placeholder.tsx';
import type { EventCalendar } from './add-to-calendar.tsx';
import { EventCard, type EventCardItem } from './event-card.tsx';

export type EventListProps = {
  items: ListItems<EventCardItem>;
  pictures: PictureSource;
  calendar: EventCalendar;
  /** The site's configured origin, for the calendar feed's addresses (else the page's own). */
  publicOrigin?: string | undefined;
};

export const eventOrder = (events: readonly EventCardItem[]) => upcomingFirst(events);
/** The first row: above the fold on most screens. */
const EAGER = 3;

/** The events' filters and cards: the island a touch on them wakes (decision record 028). */
export function EventList({ items, pictures, calendar, publicOrigin }: EventListProps) {
  const urls = useMemo(() => pictureUrls(pictures), [pictures]);
  const list = useFilteredList(items, { order: eventOrder });
  return (
    <>
      <FilterBar count={list.unanswered ? undefined : list.count} countLabel="Total Events">
        <YearSelect value={list.filters.year} years={list.years} onChange={list.setYear} />
        <MonthSelect value={list.filters.month} months={list.months} onChange={list.setMonth} />
        <SearchInput value={list.filters.search} onChange={list.setSearch} />
      </FilterBar>
      <PageBody>
        <CalendarSubscribeLinks publicOrigin={publicOrigin} />
        <ListOrPlaceholder
          total={list.total}
          count={list.count}
          unanswered={list.unanswered}
          noMatch="No events match the selected filters."
        >
          <PagedList
            items={list.visible}
            total={list.count}
            resetKey={list.filterKey}
            label="Events"
            noun="events"
            minWidth={300}
            busy={list.stale}
            renderItem={(event, i) => <EventCard event={event} eager={i < EAGER} urls={urls} calendar={calendar} />}
          />
        </ListOrPlaceholder>
      </PageBody>
    </>
  );
}
