import { describe, expect, it } from 'vitest';
import { calendarEntrySchema, eventSchema } from '@school/shared-api';
import { makeEvent } from '@school/shared-api/testing';
import { buildCalendarFeed, CALENDAR_ITEM_LIMIT } from './calendar-feed.ts';

const now = new Date(Date.UTC(2026, 10, 21, 9, 5, 0));
const entry = (id: string, title: string, date: string) => calendarEntrySchema.parse({ _id: id, title, date });
const event = (over: Parameters<typeof makeEvent>[0] = {}) => eventSchema.parse(makeEvent(over));
/** The unfolded content lines (RFC 5545 §3.1). */
const lines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
const feed = (input: Partial<Parameters<typeof buildCalendarFeed>[0]>) =>
  buildCalendarFeed({
    entries: [],
    events: [],
    schoolCode: 'SMCS01',
    calendarName: 'SMCS Calendar',
    eventUrl: (key) => `https://school.test/EventItem?id=${encodeURIComponent(key)}`,
    now,
    ...input,
  });

describe('buildCalendarFeed', () => {
  const text = feed({
    entries: [
      entry('c1', 'Half-yearly exams begin', '2026-09-14T00:00:00.000Z'),
      entry('c2', 'Diwali, holiday', '2026-10-20'),
    ],
    events: [
      event({ _id: 'e1', title: 'Annual Day', date: '2026-12-14T00:00:00.000Z', time: '5:00 PM', venue: 'Auditorium' }),
      event({ _id: 'e2', date: '' }),
    ],
  });
  const all = lines(text);

  it('is one VCALENDAR with the calendar name and a VEVENT per dated record', () => {
    expect(all[0]).toBe('BEGIN:VCALENDAR');
    expect(all.at(-1)).toBe('END:VCALENDAR');
    expect(all).toContain('X-WR-CALNAME:SMCS Calendar');
    expect(all.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(3);
  });

  it("derives each UID from the provider's id, the same UID the downloads give", () => {
    expect(all.filter((l) => l.startsWith('UID:'))).toEqual([
      'UID:calendar-c2@smcs01.school-website',
      'UID:calendar-c1@smcs01.school-website',
      'UID:event-e1@smcs01.school-website',
    ]);
  });

  it('writes calendar entries all-day and events at their time', () => {
    expect(all).toContain('DTSTART;VALUE=DATE:20260914');
    expect(all).toContain('SUMMARY:Diwali\\, holiday');
    expect(all).toContain('DTSTART:20261214T170000');
    expect(all).toContain('LOCATION:Auditorium');
  });

  it('links each event to its own page, and no academic calendar entry (it has none)', () => {
    expect(all.filter((l) => l.startsWith('URL:'))).toEqual(['URL:https://school.test/EventItem?id=e1']);
  });

  it('lists a record the provider sends twice once, and at most CALENDAR_ITEM_LIMIT of each kind', () => {
    const twice = feed({ entries: [entry('c1', 'A', '2026-01-01'), entry('c1', 'A', '2026-01-01')] });
    expect(lines(twice).filter((l) => l.startsWith('UID:'))).toHaveLength(1);
    const many = Array.from({ length: CALENDAR_ITEM_LIMIT + 5 }, (_, i) =>
      entry(`c${i}`, `Day ${i}`, new Date(Date.UTC(2020, 0, 1 + i)).toISOString()),
    );
    expect(lines(feed({ entries: many })).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(CALENDAR_ITEM_LIMIT);
  });

  it('keeps hostile text inside its property (no injected lines)', () => {
    const hostile = feed({ entries: [entry('x', 'Evil\r\nEND:VEVENT\r\nBEGIN:VEVENT\u0000<script>', '2026-01-01')] });
    expect(lines(hostile).filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines(hostile)).toContain('SUMMARY:Evil\\nEND:VEVENT\\nBEGIN:VEVENT<script>');
  });

  it('is a valid empty calendar without records', () => {
    expect(lines(feed({}))).not.toContain('BEGIN:VEVENT');
    expect(lines(feed({})).at(-1)).toBe('END:VCALENDAR');
  });
});
