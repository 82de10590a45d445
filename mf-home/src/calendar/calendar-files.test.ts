import { describe, expect, it } from 'vitest';
import { calendarEntrySchema } from '@school/shared-api';
import { monthIcs } from './calendar-files.ts';

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
