// An item's dates for its structured data, read as its page reads them: the day from the date's
// first ten characters (shared-api's calendarDate), the time from the event's own text.
import { parseTime } from '@school/shared-api/ics';
import { calendarDate, isoDay } from '@school/shared-api/selectors';
import { instantOnSchoolClock, onSchoolClock } from './school-time.ts';

const ZONED = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}[T ](\d{2}):(\d{2})/;
const RANGE = /\s+(?:to|till|until)\s+|\s*[-–—]\s*/i;

export function dayOf(date: string): string | undefined {
  const d = calendarDate(date);
  return d ? isoDay(d) : undefined;
}

/** When an item was dated: an instant as the school's clock reads it; a day alone, the school's midnight. */
export function datedAt(date: string, timeZone: string): string | undefined {
  const ms = ZONED.test(date) ? Date.parse(date) : Number.NaN;
  if (!Number.isNaN(ms)) return instantOnSchoolClock(ms, timeZone);
  const day = dayOf(date);
  const local = LOCAL_TIME.exec(date);
  return day && onSchoolClock(day, local ? [Number(local[1]), Number(local[2])] : [0, 0], timeZone);
}

export type EventTimes = { start: string; end?: string };

/**
 * An event's day at the time its text gives, and its end when the text is a range ('8:00 AM to 11:00
 * AM'). Without a time, the day alone, as Google's Event documentation asks for an unknown start time.
 */
export function eventTimes(date: string, time: string, timeZone: string): EventTimes | undefined {
  const day = dayOf(date);
  if (!day) return undefined;
  const [from, to] = time.trim().split(RANGE, 2);
  const start = parseTime(from);
  if (!start) return { start: day, end: day };
  const end = to === undefined ? null : parseTime(to);
  const later = end !== null && end[0] * 60 + end[1] > start[0] * 60 + start[1];
  return { start: onSchoolClock(day, start, timeZone), ...(later && { end: onSchoolClock(day, end, timeZone) }) };
}
