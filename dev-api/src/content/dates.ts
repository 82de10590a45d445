// Calendar helpers. Demo content is laid out on calendar days (the school's days), and "today"
// is the server's local date of `now`. Timestamps are written at 12:00 UTC: that instant falls
// on the same calendar day in every time zone from UTC-11 to UTC+11, so a browser formatting
// the date with local getters shows the intended day (a bare "2024-03-15" would parse as UTC
// midnight and show the previous day in the Americas).
import { schoolYearName, schoolYearOf } from '@school/shared-api/selectors';

export type Day = { y: number; m: number; d: number }; // m is 1..12

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The first year of demo content. */
export const FIRST_YEAR = 2019;

export function todayOf(now: Date): Day {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** `YYYY-MM-DD`, used in ids, paths and comparisons. */
export function dayKey(day: Day): string {
  return `${pad(day.y, 4)}-${pad(day.m)}-${pad(day.d)}`;
}

/** The timestamp the API sends for a calendar day (see the header comment). */
export function isoAt(day: Day, hourUtc = 12, minute = 0): string {
  return `${dayKey(day)}T${pad(hourUtc)}:${pad(minute)}:00.000Z`;
}

/** Day of week (0 = Sunday) of a calendar day. */
function weekday(day: Day): number {
  return new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
}

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

/** Days in month m (1..12) of year y. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function compareDays(a: Day, b: Day): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

/** The n-th (1-based) given weekday of a month, e.g. the second Saturday. */
export function nthWeekday(y: number, m: number, dow: number, n: number): Day {
  const first = weekday({ y, m, d: 1 });
  return { y, m, d: 1 + ((dow - first + 7) % 7) + (n - 1) * 7 };
}

/** A school day near `d`: weekends move to the following Monday. */
export function schoolDay(day: Day): Day {
  const w = weekday(day);
  return w === 0 ? addDays(day, 1) : w === 6 ? addDays(day, 2) : day;
}

/** "2024-2025": the session (the school year) a day belongs to. */
export function sessionOf(day: Day): string {
  return schoolYearName(schoolYearOf({ year: day.y, monthIndex: day.m - 1, day: day.d }));
}

/** "25 November 2026", for prose. */
export function longDate(day: Day): string {
  return `${day.d} ${MONTH_NAMES[day.m - 1]} ${day.y}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
