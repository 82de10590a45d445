// Timestamps are written at 12:00 UTC: that instant falls on the same calendar day from UTC-11 to
// UTC+11, so a browser's local getters show the intended day (a bare date parses as UTC midnight).
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

export const FIRST_YEAR = 2019;

export function todayOf(now: Date): Day {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

export function dayKey(day: Day): string {
  return `${pad(day.y, 4)}-${pad(day.m)}-${pad(day.d)}`;
}

export function isoAt(day: Day, hourUtc = 12, minute = 0): string {
  return `${dayKey(day)}T${pad(hourUtc)}:${pad(minute)}:00.000Z`;
}

function weekday(day: Day): number {
  return new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
}

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function compareDays(a: Day, b: Day): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

export function nthWeekday(y: number, m: number, dow: number, n: number): Day {
  const first = weekday({ y, m, d: 1 });
  return { y, m, d: 1 + ((dow - first + 7) % 7) + (n - 1) * 7 };
}

export function schoolDay(day: Day): Day {
  const w = weekday(day);
  return w === 0 ? addDays(day, 1) : w === 6 ? addDays(day, 2) : day;
}

export function sessionOf(day: Day): string {
  return schoolYearName(schoolYearOf({ year: day.y, monthIndex: day.m - 1, day: day.d }));
}

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
