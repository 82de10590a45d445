// The school year (the session) runs from April to March: one rule for dev-api's sessions and
// the calendar feed's window.
import type { CalendarDate } from './dates.ts';

/** The month a school year begins (0 = January): April. */
export const SCHOOL_YEAR_FIRST_MONTH = 3;

/** The calendar year the date's school year begins in: 2026 for every day from April 2026 to March 2027. */
export function schoolYearOf(date: CalendarDate): number {
  return date.monthIndex >= SCHOOL_YEAR_FIRST_MONTH ? date.year : date.year - 1;
}

/** '2026-2027': the school year beginning in `startYear`, as the pages and the provider write it. */
export const schoolYearName = (startYear: number) => `${startYear}-${startYear + 1}`;

/** The first and the last day of the school year beginning in `startYear`. */
export function schoolYearDays(startYear: number): { first: CalendarDate; last: CalendarDate } {
  const next = { year: startYear + 1, monthIndex: SCHOOL_YEAR_FIRST_MONTH, day: 1 };
  const last = new Date(Date.UTC(next.year, next.monthIndex, 0));
  return {
    first: { year: startYear, monthIndex: SCHOOL_YEAR_FIRST_MONTH, day: 1 },
    last: { year: last.getUTCFullYear(), monthIndex: last.getUTCMonth(), day: last.getUTCDate() },
  };
}
