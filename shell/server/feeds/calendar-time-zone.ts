import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { CalendarDate } from '@school/shared-api';
import type { IcsTimeZone } from '@school/shared-api/ics';

export function icsTimeZone(name: string): IcsTimeZone {
  const block = tzlib_get_ical_block(name);
  const [vtimezone, tzid] = Array.isArray(block) ? block : [];
  if (!vtimezone || !tzid?.startsWith('TZID='))
    throw new Error(`The calendar has no VTIMEZONE for the time zone "${name}" (SCHOOL_TIME_ZONE)`);
  return { tzid: tzid.slice('TZID='.length), vtimezone };
}

export function todayIn(timeZone: string, now: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((all, p) => ({ ...all, [p.type]: Number(p.value) }), {});
  return { year: parts.year!, monthIndex: parts.month! - 1, day: parts.day! };
}
