import { describe, expect, it } from 'vitest';
import { MONTHS, calendarDate, dateParts, formatDate } from './dates.ts';

describe('MONTHS', () => {
  it('has 12 three-letter names, Jan to Dec', () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toBe('Jan');
    expect(MONTHS[11]).toBe('Dec');
    expect(MONTHS.every((m) => m.length === 3)).toBe(true);
  });
});

describe('dateParts', () => {
  it('splits an ISO date into day, month name and year', () => {
    expect(dateParts('2024-03-05')).toEqual({ day: '05', month: 'Mar', year: 2024 });
    expect(dateParts('2024-12-31T23:59:59.000Z')).toEqual({ day: '31', month: 'Dec', year: 2024 });
  });

  it('keeps the written calendar date whatever the offset', () => {
    expect(dateParts('2024-03-05T00:00:00.000Z')).toEqual({ day: '05', month: 'Mar', year: 2024 });
    expect(dateParts('2024-03-05T00:00:00+05:30')).toEqual({ day: '05', month: 'Mar', year: 2024 });
  });

  it('returns null for empty, invalid and impossible dates', () => {
    for (const bad of ['', '   ', 'soon', '2024-02-30', '2024-13-01', null, undefined])
      expect(dateParts(bad)).toBeNull();
  });

  it('accepts 29 Feb in a leap year only', () => {
    expect(dateParts('2024-02-29')?.day).toBe('29');
    expect(dateParts('2023-02-29')).toBeNull();
  });

  it('reads other formats Date understands', () => {
    expect(dateParts('March 5, 2024')).toEqual({ day: '05', month: 'Mar', year: 2024 });
  });
});

describe('calendarDate', () => {
  it('gives a 0-based month index', () => {
    expect(calendarDate('2024-01-15')).toEqual({ year: 2024, monthIndex: 0, day: 15 });
  });
});

describe('formatDate', () => {
  it('formats as DD Mon YYYY', () => {
    expect(formatDate('2024-03-05')).toBe('05 Mar 2024');
    expect(formatDate('2023-11-20T10:30:00.000Z')).toBe('20 Nov 2023');
  });

  it('is empty for bad or missing dates', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
