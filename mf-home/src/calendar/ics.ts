// A minimal iCalendar (RFC 5545) writer for "Add to calendar": one VCALENDAR of VEVENTs, CRLF
// line ends, TEXT values escaped (§3.3.11) and long lines folded at 75 octets (§3.1). Pure, so
// it can move to a shared package unchanged.

export type IcsDate = { year: number; monthIndex: number; day: number };
export type IcsTime = { hours: number; minutes: number };
export type IcsEvent = {
  /** Globally unique and stable, so importing twice updates instead of duplicating. */
  uid: string;
  summary: string;
  date: IcsDate;
  /** Local start time; without one the event lasts the whole day. */
  time?: IcsTime | null;
  description?: string;
  location?: string;
};

const CRLF = '\r\n';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export const icsDate = (d: IcsDate) => `${pad(d.year, 4)}${pad(d.monthIndex + 1)}${pad(d.day)}`;

/** DTSTAMP: the moment the file was made, in UTC. */
export const icsStamp = (now: Date) =>
  `${pad(now.getUTCFullYear(), 4)}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}T${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}Z`;

/** TEXT escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** Splits a content line into lines of at most 75 octets, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = encoder.encode(ch).length;
    // Continuation lines start with a space, which counts toward their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

function nextDay(d: IcsDate): IcsDate {
  const t = new Date(Date.UTC(d.year, d.monthIndex, d.day + 1));
  return { year: t.getUTCFullYear(), monthIndex: t.getUTCMonth(), day: t.getUTCDate() };
}

function eventLines(e: IcsEvent, stamp: string): string[] {
  const start = e.time
    ? [`DTSTART:${icsDate(e.date)}T${pad(e.time.hours)}${pad(e.time.minutes)}00`]
    : [`DTSTART;VALUE=DATE:${icsDate(e.date)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(e.date))}`];
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${stamp}`,
    ...start,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    'END:VEVENT',
  ];
}

/** The whole file. `name` becomes the calendar's display name in most apps. */
export function buildIcs(events: readonly IcsEvent[], { name, now = new Date() }: { name?: string; now?: Date } = {}): string {
  const stamp = icsStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//School Website//mf-home//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${escapeText(name)}`] : []),
    ...events.flatMap((e) => eventLines(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Reads the first clock time of a text like "5:00 PM", "9 AM - 1 PM" or "17:30"; null if none. */
export function parseTime(text: string | null | undefined): IcsTime | null {
  const m = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(text ?? '');
  if (!m || (!m[2] && !m[3])) return null;
  let hours = Number(m[1]);
  const minutes = Number(m[2] ?? 0);
  const meridiem = m[3]?.toLowerCase().replace(/\./g, '');
  if (meridiem === 'pm' && hours < 12) hours += 12;
  if (meridiem === 'am' && hours === 12) hours = 0;
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}
