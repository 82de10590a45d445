import { calendarDate } from '@school/shared-api';
import { buildIcs, calendarEntryIcs, downloadIcs, type IcsEvent } from '@school/shared-api/ics';
import type { DatedEntry, YearMonth } from './month.ts';

const pad = (n: number) => String(n).padStart(2, '0');

export function monthIcs(
  entries: readonly DatedEntry[],
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

export function downloadMonthIcs(
  entries: readonly DatedEntry[],
  ym: YearMonth,
  schoolCode: string,
  calendarName: string,
) {
  downloadIcs(
    `academic-calendar-${ym.year}-${pad(ym.monthIndex + 1)}.ics`,
    monthIcs(entries, ym, schoolCode, calendarName),
  );
}
