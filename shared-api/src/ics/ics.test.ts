import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsUid, parseTime, recordUid } from './ics.ts';

const now = new Date(Date.UTC(2026, 10, 21, 9, 5, 0));

describe('buildIcs', () => {
  const text = buildIcs(
    [
      {
        uid: icsUid('evt 1'),
        title: 'Annual Day; Prize, Distribution',
        start: '2026-11-28',
        time: '10:30 AM',
        location: 'School Hall',
        description: 'Parents\nwelcome',
      },
      { uid: icsUid('cal-2'), title: 'Holiday', start: '2026-11-30' },
      { uid: 'bad', title: 'No date', start: '' },
    ],
    { calendarName: 'Academic Calendar', now },
  );
  const lines = text.split('\r\n');

  it('uses CRLF line endings only', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  it('wraps events in a VCALENDAR with version and product id', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
  it('gives each dated event UID, DTSTAMP, DTSTART and an escaped SUMMARY', () => {
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:evt-1@school-website');
    expect(lines).toContain('DTSTAMP:20261121T090500Z');
    expect(lines).toContain('DTSTART:20261128T103000');
    expect(lines).toContain('SUMMARY:Annual Day\\; Prize\\, Distribution');
    expect(lines).toContain('DESCRIPTION:Parents\\nwelcome');
    expect(lines).toContain('LOCATION:School Hall');
  });
  it('makes an all-day event when there is no time', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20261130');
    expect(lines).toContain('DTEND;VALUE=DATE:20261201');
  });
});

describe('buildIcs in a time zone', () => {
  const vtimezone =
    'BEGIN:VTIMEZONE\r\nTZID:Asia/Kolkata\r\nBEGIN:STANDARD\r\nTZOFFSETFROM:+0530\r\nTZOFFSETTO:+0530\r\nDTSTART:19700101T000000\r\nEND:STANDARD\r\nEND:VTIMEZONE';
  const lines = buildIcs(
    [
      { uid: 'a@x', title: 'Assembly', start: '2026-11-28', time: '8:00 AM' },
      { uid: 'b@x', title: 'Holiday', start: '2026-11-30' },
    ],
    { calendarName: 'C', now, timeZone: { tzid: 'Asia/Kolkata', vtimezone } },
  ).split('\r\n');

  it('writes the VTIMEZONE once, before the events, and names the zone', () => {
    expect(lines.filter((l) => l === 'BEGIN:VTIMEZONE')).toHaveLength(1);
    expect(lines.indexOf('END:VTIMEZONE')).toBeLessThan(lines.indexOf('BEGIN:VEVENT'));
    expect(lines).toContain('X-WR-TIMEZONE:Asia/Kolkata');
  });

  it('starts a timed event at its time in the zone, and leaves all-day events dates', () => {
    expect(lines).toContain('DTSTART;TZID=Asia/Kolkata:20261128T080000');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261130');
  });
});

describe('helpers', () => {
  it('escapes text', () => expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne'));
  it('escapes every line break and drops other control characters', () => {
    expect(escapeText('a\rb\r\nc\u0000d\u001be\tf')).toBe('a\\nb\\ncde\tf');
  });
  it('gives a record one UID per kind, key and school, whatever characters the key holds', () => {
    expect(recordUid('event', 'e1', 'SMCS01')).toBe('event-e1@smcs01.school-website');
    expect(recordUid('calendar', 'Day 1|2024,x', 'SMCS01')).toBe('calendar-Day-1-2024-x@smcs01.school-website');
    expect(recordUid('event', 'e1', 'SMCS01')).not.toBe(recordUid('calendar', 'e1', 'SMCS01'));
  });
  it('folds long lines at 75 octets', () => {
    const folded = foldLine('SUMMARY:' + 'x'.repeat(200));
    for (const part of folded.split('\r\n')) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe('SUMMARY:' + 'x'.repeat(200));
  });
  it('parses times', () => {
    expect(parseTime('10:30 AM')).toEqual([10, 30]);
    expect(parseTime('2 pm')).toEqual([14, 0]);
    expect(parseTime('12:15 a.m.')).toEqual([0, 15]);
    expect(parseTime('14:05')).toEqual([14, 5]);
    expect(parseTime('soon')).toBeNull();
  });
});
