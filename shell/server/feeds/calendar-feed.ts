// The calendar to subscribe to: the academic calendar and the events in one iCalendar document,
// written by the site's one iCalendar writer with the UIDs its downloads use.
import { newestFirst, type CalendarEntry, type SchoolEvent } from '@school/shared-api';
import { buildIcs, type IcsEvent } from '@school/shared-api/ics';
import { calendarEntryIcs, eventIcsEntry } from '@school/shared-api/ics';

/** Records of each kind the feed carries, newest dates first (a provider may hold thousands). */
export const CALENDAR_ITEM_LIMIT = 500;

export type CalendarFeedInput = {
  entries: readonly CalendarEntry[];
  events: readonly SchoolEvent[];
  schoolCode: string;
  calendarName: string;
  /** An event's own page, by its key. */
  eventUrl: (key: string) => string;
  /** DTSTAMP of every event; the caller passes when the provider's data was read. */
  now: Date;
};

export function buildCalendarFeed({
  entries,
  events,
  schoolCode,
  calendarName,
  eventUrl,
  now,
}: CalendarFeedInput): string {
  const first = <T>(list: readonly T[], toIcs: (item: T) => IcsEvent | null) =>
    list.flatMap((item) => toIcs(item) ?? []).slice(0, CALENDAR_ITEM_LIMIT);
  const calendar = first(newestFirst(entries), (e) => calendarEntryIcs(e, schoolCode));
  const dated = first(newestFirst(events), (e) => {
    const ics = eventIcsEntry(e, schoolCode);
    return ics && { ...ics, url: eventUrl(e.key) };
  });
  // A record the provider lists twice would be one UID twice: calendar apps reject that.
  const seen = new Set<string>();
  const unique = [...calendar, ...dated].filter((e) => !seen.has(e.uid) && seen.add(e.uid));
  return buildIcs(unique, { calendarName, now });
}
