// The calendar date is read from the string, not the viewer's clock, so '2024-03-05' is 05 Mar in every timezone.
import { readDate } from '../contract/dates.ts';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type MonthName = (typeof MONTHS)[number];

export type CalendarDate = { year: number; monthIndex: number; day: number };

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: CalendarDate) => `${d.year}-${pad(d.monthIndex + 1)}-${pad(d.day)}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

export function calendarDate(value: unknown): CalendarDate | null {
  const iso = ISO_DATE.exec(readDate(value));
  return iso ? { year: Number(iso[1]), monthIndex: Number(iso[2]) - 1, day: Number(iso[3]) } : null;
}

export type DateParts = { day: string; month: MonthName; year: number };

export function dateParts(value: unknown): DateParts | null {
  const d = calendarDate(value);
  if (!d) return null;
  return { day: String(d.day).padStart(2, '0'), month: MONTHS[d.monthIndex] ?? 'Jan', year: d.year };
}

export function formatDate(value: unknown): string {
  const p = dateParts(value);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}
