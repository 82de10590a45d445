// Anything unreadable is '' (no date), never a reason to drop a record.

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;
// Day first, always: dates are written that way in India, so 05/01/2024 is 5 Jan.
const DAY_FIRST = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/;
const LOOKS_DAY_FIRST = /^\d{1,2}[/.-]\d/;
const NUMBER = /^\d+(\.\d+)?$/;

// Plausible instants only: below 1e8 a number is more likely 20240305 or a count than a date.
const MIN_EPOCH_SECONDS = 1e8;
const MAX_EPOCH_SECONDS = 1e11;
const MAX_EPOCH_MS = 1e14;
// An epoch is an instant; the school's calendar day is the one in India (UTC+05:30, no DST).
const SCHOOL_OFFSET = { ms: 330 * 60_000, text: '+05:30' };

export function readDate(value: unknown): string {
  if (typeof value === 'number') return fromEpoch(value);
  if (typeof value !== 'string') return '';
  const s = value.trim();
  if (s === '') return '';
  if (NUMBER.test(s)) return fromEpoch(Number(s));
  const iso = ISO.exec(s);
  if (iso) return isRealDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) && !Number.isNaN(Date.parse(s)) ? s : '';
  const dayFirst = DAY_FIRST.exec(s);
  if (dayFirst) return ymd(Number(dayFirst[4]), Number(dayFirst[3]), Number(dayFirst[1]));
  // Date.parse reads 05/01/2024 month first; a day-first shape it did not match is no date.
  if (LOOKS_DAY_FIRST.test(s) || !/[a-z]{3}/i.test(s) || Number.isNaN(Date.parse(s))) return '';
  // Forms without an offset ('March 5, 2024') are read as local time, so local parts are right.
  const d = new Date(s);
  return ymd(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

function fromEpoch(n: number): string {
  if (!Number.isFinite(n) || n < MIN_EPOCH_SECONDS || n >= MAX_EPOCH_MS) return '';
  const ms = n < MAX_EPOCH_SECONDS ? n * 1000 : n;
  return `${new Date(ms + SCHOOL_OFFSET.ms).toISOString().slice(0, 19)}${SCHOOL_OFFSET.text}`;
}

function ymd(year: number, month: number, day: number): string {
  if (!isRealDate(year, month, day)) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
