// Turns the site's records into .ics files: the academic calendar's month and one event.
import { calendarDate, type CalendarEntry, type SchoolEvent } from '@school/shared-api';
import { buildIcs, calendarEntryIcs, eventIcsEntry, type IcsEvent } from '@school/shared-api/ics';
import { downloadText } from '../lib/download-file.ts';
import type { YearMonth } from './month.ts';

const ICS_TYPE = 'text/calendar;charset=utf-8';
const pad = (n: number) => String(n).padStart(2, '0');

export function monthIcs(
  entries: readonly CalendarEntry[],
  ym: YearMonth,
  schoolCode: string,
  calendarName: string,
  now = new Date(),
): string {
  const events: IcsEvent[] = entries.flatMap((e) => {
    const date = calendarDate(e.date);
    const event = calendarEntryIcs(e, schoolCode);
    return event && date?.year === ym.year && date.monthIndex === ym.monthIndex ? [event] : [];
  });
  return buildIcs(events, { calendarName, now });
}

export function eventIcs(
  event: SchoolEvent,
  schoolCode: string,
  calendarName: string,
  now = new Date(),
): string | null {
  const entry = eventIcsEntry(event, schoolCode);
  return entry && buildIcs([entry], { calendarName, now });
}

export function downloadMonthIcs(
  entries: readonly CalendarEntry[],
  ym: YearMonth,
  schoolCode: string,
  calendarName: string,
) {
  downloadText(
    `academic-calendar-${ym.year}-${pad(ym.monthIndex + 1)}.ics`,
    monthIcs(entries, ym, schoolCode, calendarName),
    ICS_TYPE,
  );
}

export function downloadEventIcs(event: SchoolEvent, schoolCode: string, calendarName: string) {
  const text = eventIcs(event, schoolCode, calendarName);
  const slug =
    event.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'event';
  if (text) downloadText(`${slug}.ics`, text, ICS_TYPE);
}
