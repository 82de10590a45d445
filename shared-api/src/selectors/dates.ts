// Dates as the school wrote them. The provider sends ISO strings; the calendar date is read from
// the string itself, not through the viewer's clock, so '2024-03-05' (or '2024-03-05T00:00:00Z')
// is 05 Mar in every timezone instead of turning into 04 Mar west of Greenwich.
import { readDate } from '../contract/dates.ts';

/** Month names as the pages show them. Index = month index of calendarDate. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type MonthName = (typeof MONTHS)[number];

export type CalendarDate = { year: number; monthIndex: number; day: number };

const pad = (n: number) => String(n).padStart(2, '0');
/** The calendar date as an ISO date, '2024-03-05': strings that sort as the dates do. */
export const isoDay = (d: CalendarDate) => `${d.year}-${pad(d.monthIndex + 1)}-${pad(d.day)}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The calendar date of any form readDate knows (ISO, day-first, epoch); null for no date. */
export function calendarDate(value: unknown): CalendarDate | null {
  const iso = ISO_DATE.exec(readDate(value));
  return iso ? { year: Number(iso[1]), monthIndex: Number(iso[2]) - 1, day: Number(iso[3]) } : null;
}

export type DateParts = { day: string; month: MonthName; year: number };

/** Day (two digits), month name and year for the date badges of cards; null for no date. */
export function dateParts(value: unknown): DateParts | null {
  const d = calendarDate(value);
  if (!d) return null;
  return { day: String(d.day).padStart(2, '0'), month: MONTHS[d.monthIndex] ?? 'Jan', year: d.year };
}

/** The one display format of the site: '05 Mar 2024'; '' when there is no valid date. */
export function formatDate(value: unknown): string {
  const p = dateParts(value);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}
