import { describe, expect, it } from 'vitest';
import { calendarEntrySchema, eventSchema } from '@school/shared-api';
import { makeEvent } from '@school/shared-api/testing';
import { eventIcs, monthIcs } from './calendar-files.ts';

const now = new Date(Date.UTC(2025, 0, 1));

describe('monthIcs', () => {
  it('holds only the entries of the shown month', () => {
    const entries = [
      { _id: 'x1', date: '2025-03-14', title: 'Holi' },
      { _id: 'x2', date: '2025-04-14', title: 'Ambedkar Jayanti' },
    ].map((e) => calendarEntrySchema.parse(e));
    const text = monthIcs(entries, { year: 2025, monthIndex: 2 }, 'SMCS01', 'Academic Calendar', now);
    expect(text).toContain('SUMMARY:Holi');
    expect(text).not.toContain('Ambedkar');
    expect(text).toContain('UID:calendar-x1@smcs01.school-website');
  });
});

describe('eventIcs', () => {
  it('starts at the event time and names the venue', () => {
    const event = eventSchema.parse(
      makeEvent({ _id: 'e1', date: '2024-12-14T00:00:00.000Z', time: '5:00 PM', venue: 'School Auditorium' }),
    );
    const text = eventIcs(event, 'SMCS01', 'Events', now) ?? '';
    expect(text).toContain('DTSTART:20241214T170000');
    expect(text).toContain('LOCATION:School Auditorium');
  });

  it('gives nothing for an undated event', () => {
    expect(eventIcs(eventSchema.parse(makeEvent({ date: '' })), 'SMCS01', 'Events', now)).toBeNull();
  });
});
