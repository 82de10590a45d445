// The event's own .ics ("Add to calendar" on the home page and the Events page).
import { describe, expect, it } from 'vitest';
import { eventSchema } from '../contract/index.ts';
import { makeEvent } from '../testing/index.ts';
import { eventIcs, eventIcsEntry, eventIcsFileName } from './record-ics.ts';

const now = new Date(Date.UTC(2026, 10, 21, 9, 5, 0));
const event = (overrides: Parameters<typeof makeEvent>[0] = {}) =>
  eventSchema.parse(makeEvent({ _id: 'evt-1', ...overrides }));

/** The unfolded content lines of an .ics text (RFC 5545 §3.1). */
const contentLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);

describe('eventIcs (RFC 5545 basics)', () => {
  const text =
    eventIcs(
      event({
        title: 'Annual Day, 2024; Prize Distribution',
        date: '2024-12-14T00:00:00.000Z',
        time: '5:00 PM',
        venue: 'School Auditorium',
      }),
      'SMCS01',
      'Test Convent School',
      now,
    ) ?? '';
  const lines = contentLines(text);

  it('ends every line with CRLF and has no bare CR or LF', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('keeps lines within 75 octets', () => {
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('is one VCALENDAR with VERSION and PRODID around one VEVENT', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(1);
  });

  it('has UID, DTSTAMP, DTSTART at the event time and an escaped SUMMARY', () => {
    expect(lines).toContain('UID:event-evt-1@smcs01.school-website');
    expect(lines).toContain('DTSTAMP:20261121T090500Z');
    expect(lines).toContain('DTSTART:20241214T170000');
    expect(lines).toContain('SUMMARY:Annual Day\\, 2024\\; Prize Distribution');
    expect(lines).toContain('LOCATION:School Auditorium');
  });

  it('keeps the UID stable for the same event', () => {
    expect(eventIcs(event(), 'SMCS01', 'X', now)).toBe(eventIcs(event(), 'SMCS01', 'X', now));
  });
});

describe('eventIcsEntry', () => {
  it('is all-day when the time cannot be read, not midnight UTC', () => {
    const text =
      eventIcs(event({ date: '2024-12-14T00:00:00.000Z', time: 'After assembly' }), 'SMCS01', 'S', now) ?? '';
    expect(contentLines(text)).toContain('DTSTART;VALUE=DATE:20241214');
    expect(contentLines(text)).toContain('DTEND;VALUE=DATE:20241215');
  });

  it('keeps the written calendar date of an offset timestamp', () => {
    expect(eventIcsEntry(event({ date: '2024-03-05T00:00:00+05:30' }), 'SMCS01')?.start).toBe('2024-03-05');
  });

  it('leaves out blank fields', () => {
    const entry = eventIcsEntry(event({ time: '', venue: ' ', description: '' }), 'SMCS01');
    expect(entry).toMatchObject({ uid: 'event-evt-1@smcs01.school-website', title: 'Annual Day 2024' });
    expect(entry?.time).toBeUndefined();
    expect(entry?.location).toBeUndefined();
    expect(entry?.description).toBeUndefined();
  });

  it('is null for an event without a date', () => {
    expect(eventIcsEntry(event({ date: '' }), 'SMCS01')).toBeNull();
    expect(eventIcs(event({ date: '' }), 'SMCS01', 'S')).toBeNull();
  });
});

describe('eventIcsFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(eventIcsFileName('Annual Day 2024')).toBe('annual-day-2024.ics');
    expect(eventIcsFileName('  Sports / Day: Finals! ')).toBe('sports-day-finals.ics');
    expect(eventIcsFileName('!!!')).toBe('event.ics');
  });
});

const homeNow = new Date(Date.UTC(2025, 0, 1));

describe('eventIcs, as the home page uses it', () => {
  it('starts at the event time and names the venue', () => {
    const event = eventSchema.parse(
      makeEvent({ _id: 'e1', date: '2024-12-14T00:00:00.000Z', time: '5:00 PM', venue: 'School Auditorium' }),
    );
    const text = eventIcs(event, 'SMCS01', 'Events', homeNow) ?? '';
    expect(text).toContain('DTSTART:20241214T170000');
    expect(text).toContain('LOCATION:School Auditorium');
  });

  it('gives nothing for an undated event', () => {
    expect(eventIcs(eventSchema.parse(makeEvent({ date: '' })), 'SMCS01', 'Events', homeNow)).toBeNull();
  });
});
