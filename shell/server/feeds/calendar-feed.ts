// The calendar to subscribe to: the academic calendar and the events in one iCalendar document,
// written by the site's one iCalendar writer with the UIDs its downloads use. Each occasion is
// there once, over the last, this and the next school year, its time in the school's zone.
import {
  isoDay,
  newestFirst,
  schoolYearDays,
  schoolYearOf,
  titleKey,
  type CalendarDate,
  type CalendarEntry,
  type SchoolEvent,
} from '@school/shared-api';
import { buildIcs, calendarEntryIcs, eventIcsEntry, type IcsEvent, type IcsTimeZone } from '@school/shared-api/ics';

/** Records of each kind the feed carries, newest dates first (a provider may hold thousands). */
export const CALENDAR_ITEM_LIMIT = 500;

export type CalendarFeedInput = {
  entries: readonly CalendarEntry[];
  events: readonly SchoolEvent[];
  schoolCode: string;
  calendarName: string;
  /** The school's zone: timed events are at its clock time. */
  timeZone: IcsTimeZone;
  /** The school's today: the window is around its school year. */
  today: CalendarDate;
  /** An event's own page, by its key. */
  eventUrl: (key: string) => string;
  /** DTSTAMP of every event; the caller passes when the provider's data was read. */
  now: Date;
};

/** First and last day (ISO) the feed covers: from the start of the last school year to the end of the next. */
export function calendarWindow(today: CalendarDate): { first: string; last: string } {
  const current = schoolYearOf(today);
  return { first: isoDay(schoolYearDays(current - 1).first), last: isoDay(schoolYearDays(current + 1).last) };
}

export function buildCalendarFeed(input: CalendarFeedInput): string {
  const { entries, events, schoolCode, calendarName, timeZone, today, eventUrl, now } = input;
  const window = calendarWindow(today);
  const first = <T>(list: readonly T[], toIcs: (item: T) => IcsEvent | null) =>
    list
      .flatMap((item) => toIcs(item) ?? [])
      .filter((e) => e.start >= window.first && e.start <= window.last)
      .slice(0, CALENDAR_ITEM_LIMIT);
  const dated = first(newestFirst(events), (e) => {
    const ics = eventIcsEntry(e, schoolCode);
    return ics && { ...ics, url: eventUrl(e.key) };
  });
  const calendar = first(newestFirst(entries), (e) => calendarEntryIcs(e, schoolCode));
  // The academic calendar lists the events' days too: the same title on the same day is one
  // occasion, written once as the event (its time, place and text; the calendar's entry has
  // nothing more). One UID is one entry too: calendar apps reject a UID twice.
  const seen = new Set<string>();
  const unique = [...dated, ...calendar].filter((e) => {
    const keys = [e.uid, `${e.start} ${titleKey(e.title)}`];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
  return buildIcs(unique, { calendarName, now, timeZone });
}
