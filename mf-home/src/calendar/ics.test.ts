import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, parseTime } from './ics.ts';

const now = new Date(Date.UTC(2025, 10, 21, 9, 5, 7));

describe('buildIcs', () => {
  const file = buildIcs(
    [
      { uid: 'a1@test', summary: 'Annual Day, prize distribution; all welcome', date: { year: 2025, monthIndex: 11, day: 31 } },
      { uid: 'b2@test', summary: 'PTM', date: { year: 2025, monthIndex: 10, day: 3 }, time: { hours: 17, minutes: 0 }, location: 'Hall 1, Block A', description: 'Line one\nLine two' },
    ],
    { name: 'Academic Calendar', now },
  );
  const lines = file.split('\r\n');

  it('uses CRLF line ends only, ending with one', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('wraps VEVENTs in a VCALENDAR with version and product id', () => {
    expect(lines.slice(0, 3)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//School Website//mf-home//EN']);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
  });

  it('writes UID, DTSTAMP, DTSTART and SUMMARY for every event', () => {
    expect(lines).toContain('UID:a1@test');
    expect(lines.filter((l) => l === 'DTSTAMP:20251121T090507Z')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:Annual Day\\, prize distribution\\; all welcome');
  });

  it('makes a dateless-time event last the whole day, across a year end', () => {
    expect(lines).toContain('DTSTART;VALUE=DATE:20251231');
    expect(lines).toContain('DTEND;VALUE=DATE:20260101');
  });

  it('gives a timed event a local start time', () => {
    expect(lines).toContain('DTSTART:20251103T170000');
    expect(lines).toContain('LOCATION:Hall 1\\, Block A');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
  });
});

describe('escapeText', () => {
  it('escapes backslashes first, then separators', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('folds at 75 octets with a leading space, never splitting a character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const parts = foldLine(line).split('\r\n');
    const octets = (s: string) => new TextEncoder().encode(s).length;
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });
});

describe('parseTime', () => {
  it.each([
    ['5:00 PM', { hours: 17, minutes: 0 }],
    ['9 AM - 1 PM', { hours: 9, minutes: 0 }],
    ['12:30 am', { hours: 0, minutes: 30 }],
    ['17:30', { hours: 17, minutes: 30 }],
    ['10.15 a.m.', { hours: 10, minutes: 15 }],
    ['', null],
    ['All day', null],
  ])('%s', (text, expected) => {
    expect(parseTime(text)).toEqual(expected);
  });
});
