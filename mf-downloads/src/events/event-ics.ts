import type { SchoolEvent } from '@school/shared-api';
import { buildIcs, downloadIcs, eventIcsEntry, type IcsEvent } from '@school/shared-api/ics';

/** The calendar entry of an event, or null when it has no valid date to put in a calendar. */
export const toIcsEvent = (event: SchoolEvent, schoolCode: string): IcsEvent | null => eventIcsEntry(event, schoolCode);

/** The .ics text of one event ("Add to calendar"), or null for an undated event. */
export function eventIcs(event: SchoolEvent, schoolCode: string, calendarName: string, now?: Date): string | null {
  const entry = toIcsEvent(event, schoolCode);
  return entry ? buildIcs([entry], { calendarName, now }) : null;
}

/** A file name from the title: "Annual Day 2024" → "annual-day-2024.ics". */
export function icsFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'event'}.ics`;
}

/** "Add to calendar": hands the event to the browser as an .ics download (nothing for an undated event). */
export function downloadEventIcs(event: SchoolEvent, schoolCode: string, calendarName: string): void {
  const text = eventIcs(event, schoolCode, calendarName);
  if (text) downloadIcs(icsFileName(event.title), text);
}
