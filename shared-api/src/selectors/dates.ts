// Dates as the school wrote them. The provider sends ISO strings; the calendar date is read from
// the string itself, not through the viewer's clock, so '2024-03-05' (or '2024-03-05T00:00:00Z')
// is 05 Mar in every timezone instead of turning into 04 Mar west of Greenwich.

/** Month names, 3 letters (SPEC §9). Index = month index of calendarDate. */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type MonthName = (typeof MONTHS)[number];

export type CalendarDate = { year: number; monthIndex: number; day: number };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

export function calendarDate(value: string | null | undefined): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const s = value.trim();
  if (s === '' || Number.isNaN(Date.parse(s))) return null;
  const iso = ISO_DATE.exec(s);
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
    // Date.parse rolls '2024-02-30' over to 1 Mar; an impossible date is no date.
    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return null;
    return { year, monthIndex: month - 1, day };
  }
  // Other formats Date accepts ('March 5, 2024') are read as local time, so local parts are right.
  const d = new Date(s);
  return { year: d.getFullYear(), monthIndex: d.getMonth(), day: d.getDate() };
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

export type DateParts = { day: string; month: MonthName; year: number };

/** Day (two digits), month name and year for the date badges of cards; null for no date. */
export function dateParts(value: string | null | undefined): DateParts | null {
  const d = calendarDate(value);
  if (!d) return null;
  return { day: String(d.day).padStart(2, '0'), month: MONTHS[d.monthIndex] ?? 'Jan', year: d.year };
}

/** The one display format of the site: '05 Mar 2024'; '' when there is no valid date. */
export function formatDate(value: string | null | undefined): string {
  const p = dateParts(value);
  return p ? `${p.day} ${p.month} ${p.year}` : '';
}
