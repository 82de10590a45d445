// April to March: one rule for dev-api's sessions and the calendar feed's window.
import type { CalendarDate } from './dates.ts';

export const SCHOOL_YEAR_FIRST_MONTH = 3;

export function schoolYearOf(date: CalendarDate): number {
  return date.monthIndex >= SCHOOL_YEAR_FIRST_MONTH ? date.year : date.year - 1;
}

export const schoolYearName = (startYear: number) => `${startYear}-${startYear + 1}`;

export function schoolYearDays(startYear: number): { first: CalendarDate; last: CalendarDate } {
  const next = { year: startYear + 1, monthIndex: SCHOOL_YEAR_FIRST_MONTH, day: 1 };
  const last = new Date(Date.UTC(next.year, next.monthIndex, 0));
  return {
    first: { year: startYear, monthIndex: SCHOOL_YEAR_FIRST_MONTH, day: 1 },
    last: { year: last.getUTCFullYear(), monthIndex: last.getUTCMonth(), day: last.getUTCDate() },
  };
}
