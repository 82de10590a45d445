// RFC 5545. Imported by path: the package's own name would bring the whole of shared-api into the
// calendar chunks.
import { downloadFile } from '../download-file.ts';

export type IcsEvent = {
  uid: string;
  title: string;
  /** A date alone makes an all-day event. */
  start: string;
  /** Free text like "10:30 AM" combined with a date-only start. */
  time?: string;
  description?: string;
  location?: string;
  url?: string;
};

const CRLF = '\r\n';

/** All but tab; line breaks are escaped first. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** RFC 5545 §3.3.11. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n?|\n/g, '\\n')
    .replace(CONTROLS, '');
}

/** 75 octets (RFC 5545 §3.1), never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes.encode(current + ch).length > limit) {
      parts.push(current);
      current = ch;
    } else current += ch;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (d: Date) =>
  `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

export function parseTime(text: string | undefined): [number, number] | null {
  const m = text?.trim().match(/^(\d{1,2})(?::(\d{2}))?\s*([ap]\.?m\.?)?/i);
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const ampm = m[3]?.toLowerCase().replace(/\./g, '');
  if (ampm === 'pm' && h < 12) h += 12;
  if (ampm === 'am' && h === 12) h = 0;
  return h < 24 && min < 60 ? [h, min] : null;
}

/** Without one, times are "floating" (local wherever read). */
export type IcsTimeZone = { tzid: string; vtimezone: string };

function dtStart(e: IcsEvent, zone: IcsTimeZone | undefined): string[] {
  const m = e.start.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!m) return [];
  const day = `${m[1]}${m[2]}${m[3]}`;
  const time = parseTime(e.time) ?? (e.start.length > 10 ? parseTime(e.start.slice(11)) : null);
  if (!time) {
    const next = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
    return [
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next.getUTCFullYear()}${pad(next.getUTCMonth() + 1)}${pad(next.getUTCDate())}`,
    ];
  }
  const zoned = zone ? `;TZID=${zone.tzid}` : '';
  return [`DTSTART${zoned}:${day}T${pad(time[0])}${pad(time[1])}00`, `DURATION:PT1H`];
}

export function buildIcs(
  events: IcsEvent[],
  { calendarName, now = new Date(), timeZone }: { calendarName: string; now?: Date; timeZone?: IcsTimeZone },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//School Website//Calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
  ];
  if (timeZone) lines.push(`X-WR-TIMEZONE:${timeZone.tzid}`, ...timeZone.vtimezone.split(/\r?\n/).filter(Boolean));
  for (const e of events) {
    const start = dtStart(e, timeZone);
    if (start.length === 0) continue;
    lines.push('BEGIN:VEVENT', `UID:${e.uid}`, `DTSTAMP:${utcStamp(now)}`, ...start, `SUMMARY:${escapeText(e.title)}`);
    if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
    if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
    // A URI value, not TEXT: no escaping.
    if (e.url) lines.push(`URL:${new URL(e.url).href}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

export const icsUid = (key: string, domain = 'school-website') => `${key.replace(/[^A-Za-z0-9._-]/g, '-')}@${domain}`;

/** One record keeps one UID in every file, so a calendar app updates it instead of adding a copy. */
export const recordUid = (kind: 'calendar' | 'event', key: string, schoolCode: string) =>
  icsUid(`${kind}-${key}`, `${schoolCode.toLowerCase().replace(/[^a-z0-9.-]/g, '-')}.school-website`);

export const ICS_TYPE = 'text/calendar;charset=utf-8';

export function downloadIcs(filename: string, text: string): void {
  downloadFile(new Blob([text], { type: ICS_TYPE }), filename);
}
