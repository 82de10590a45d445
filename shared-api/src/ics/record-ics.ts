import type { CalendarEntry, SchoolEvent } from '@school/shared-api';
// By path: an import of the package's own name stays local in a federated build, and would bring the
// whole of shared-api into the chunks that write a calendar.
import { calendarDate, isoDay } from '../selectors/dates.ts';
import { buildIcs, downloadIcs, recordUid, type IcsEvent } from './ics.ts';

export function calendarEntryIcs(
  entry: Pick<CalendarEntry, 'key' | 'title' | 'date'>,
  schoolCode: string,
): IcsEvent | null {
  const date = calendarDate(entry.date);
  return date && { uid: recordUid('calendar', entry.key, schoolCode), title: entry.title, start: isoDay(date) };
}

export function eventIcsEntry(
  event: Pick<SchoolEvent, 'key' | 'title' | 'date' | 'time' | 'description' | 'venue'>,
  schoolCode: string,
): IcsEvent | null {
  const date = calendarDate(event.date);
  if (!date) return null;
  return {
    uid: recordUid('event', event.key, schoolCode),
    title: event.title,
    start: isoDay(date),
    time: event.time.trim() || undefined,
    description: event.description.trim() || undefined,
    location: event.venue.trim() || undefined,
  };
}

type EventFields = Parameters<typeof eventIcsEntry>[0];

export function eventIcs(event: EventFields, schoolCode: string, calendarName: string, now?: Date): string | null {
  const entry = eventIcsEntry(event, schoolCode);
  return entry && buildIcs([entry], { calendarName, now });
}

export function eventIcsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

export function downloadEventIcs(event: EventFields, schoolCode: string, calendarName: string): void {
  const text = eventIcs(event, schoolCode, calendarName);
  if (text) downloadIcs(eventIcsFileName(event.title), text);
}
