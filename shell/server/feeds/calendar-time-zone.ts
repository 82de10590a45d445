// The school's time zone in the calendar feed: its VTIMEZONE as the IANA database has it,
// from timezones-ical-library (released with each tzdata), and the school's today in it.
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { CalendarDate } from '@school/shared-api';
import type { IcsTimeZone } from '@school/shared-api/ics';

/** The zone's TZID and VTIMEZONE (an alias such as Asia/Calcutta gives its canonical zone); throws for a zone it lacks. */
export function icsTimeZone(name: string): IcsTimeZone {
  const block = tzlib_get_ical_block(name);
  const [vtimezone, tzid] = Array.isArray(block) ? block : [];
  if (!vtimezone || !tzid?.startsWith('TZID='))
    throw new Error(`The calendar has no VTIMEZONE for the time zone "${name}" (SCHOOL_TIME_ZONE)`);
  return { tzid: tzid.slice('TZID='.length), vtimezone };
}

/** The calendar date at `now` in the zone: the school's today, wherever the server runs. */
export function todayIn(timeZone: string, now: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, number>>((all, p) => ({ ...all, [p.type]: Number(p.value) }), {});
  return { year: parts.year!, monthIndex: parts.month! - 1, day: parts.day! };
}
