// Written with the UIDs the downloads use (decision record 013).
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

export const CALENDAR_ITEM_LIMIT = 500;

export type CalendarFeedInput = {
  entries: readonly CalendarEntry[];
  events: readonly SchoolEvent[];
  schoolCode: string;
  calendarName: string;
  timeZone: IcsTimeZone;
  today: CalendarDate;
  eventUrl: (key: string) => string;
  /** When the provider's data was read. */
  now: Date;
};

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
  // The academic calendar lists the events' days too: the same title on the same day is one occasion,
  // written once as the event. One UID is one entry too: calendar apps reject a UID twice.
  const seen = new Set<string>();
  const unique = [...dated, ...calendar].filter((e) => {
    const keys = [e.uid, `${e.start} ${titleKey(e.title)}`];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
  return buildIcs(unique, { calendarName, now, timeZone });
}
