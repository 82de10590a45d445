// Entry dates are read as written (calendarDate), never shifted by the viewer's timezone.
import { calendarDate, MONTHS } from '@school/shared-api/selectors';

export type YearMonth = { year: number; monthIndex: number };
export type DatedEntry = { date: string; title: string; key: string };
export type DayEntry = { day: number; title: string; key: string };

export const WEEKDAYS = [
  { short: 'Sun', long: 'Sunday' },
  { short: 'Mon', long: 'Monday' },
  { short: 'Tue', long: 'Tuesday' },
  { short: 'Wed', long: 'Wednesday' },
  { short: 'Thu', long: 'Thursday' },
  { short: 'Fri', long: 'Friday' },
  { short: 'Sat', long: 'Saturday' },
] as const;

export const monthOf = (d: Date): YearMonth => ({ year: d.getFullYear(), monthIndex: d.getMonth() });

export function addMonths({ year, monthIndex }: YearMonth, delta: number): YearMonth {
  const total = year * 12 + monthIndex + delta;
  return { year: Math.floor(total / 12), monthIndex: ((total % 12) + 12) % 12 };
}

export const daysInMonth = ({ year, monthIndex }: YearMonth) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

export const monthLabel = ({ year, monthIndex }: YearMonth) => `${MONTHS[monthIndex] ?? ''} ${year}`;

export function monthWeeks(ym: YearMonth): (number | null)[][] {
  const lead = new Date(Date.UTC(ym.year, ym.monthIndex, 1)).getUTCDay();
  const cells: (number | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: daysInMonth(ym) }, (_, i) => i + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

export function entriesOfMonth(entries: readonly DatedEntry[], ym: YearMonth): DayEntry[] {
  const out: DayEntry[] = [];
  for (const e of entries) {
    const d = calendarDate(e.date);
    if (d && d.year === ym.year && d.monthIndex === ym.monthIndex) out.push({ day: d.day, title: e.title, key: e.key });
  }
  return out.sort((a, b) => a.day - b.day);
}
