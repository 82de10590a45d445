import { calendarDate, type SchoolEvent } from '@school/shared-api';
import { buildIcs, downloadIcs, icsUid, type IcsEvent } from '@school/shared-ui';

/** The calendar entry of an event, or null when it has no valid date to put in a calendar. */
export function toIcsEvent(event: SchoolEvent): IcsEvent | null {
  const d = calendarDate(event.date);
  if (!d) return null;
  // Date only: with no readable time the entry is all-day instead of at midnight UTC.
  const start = `${d.year}-${String(d.monthIndex + 1).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
  return {
    uid: icsUid(event.key),
    title: event.title,
    start,
    time: event.time.trim() || undefined,
    description: event.description.trim() || undefined,
    location: event.venue.trim() || undefined,
  };
}

/** The .ics text of one event ("Add to calendar"), or null for an undated event. */
export function eventIcs(event: SchoolEvent, calendarName: string, now?: Date): string | null {
  const entry = toIcsEvent(event);
  return entry ? buildIcs([entry], { calendarName, now }) : null;
}

/** A file name from the title: "Annual Day 2024" → "annual-day-2024.ics". */
export function icsFileName(title: string): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/** "Add to calendar": hands the event to the browser as an .ics download (nothing for an undated event). */
export function downloadEventIcs(event: SchoolEvent, calendarName: string): void {
  const text = eventIcs(event, calendarName);
  if (text) downloadIcs(icsFileName(event.title), text);
}
