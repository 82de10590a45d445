import { describe, expect, it } from 'vitest';
import { readDate } from './dates.ts';

describe('readDate', () => {
  it.each([
    ['an ISO date', '2024-03-05', '2024-03-05'],
    ['an ISO datetime, kept as sent', '2024-12-31T23:59:59.000Z', '2024-12-31T23:59:59.000Z'],
    ['an ISO datetime with an offset', '2024-03-05T00:00:00+05:30', '2024-03-05T00:00:00+05:30'],
    ['an ISO date with spaces around', '  2024-03-05 ', '2024-03-05'],
    ['DD/MM/YYYY', '31/12/2024', '2024-12-31'],
    ['DD/MM/YYYY, day first', '05/01/2024', '2024-01-05'],
    ['DD-MM-YYYY', '05-01-2024', '2024-01-05'],
    ['D/M/YYYY', '5/1/2024', '2024-01-05'],
    ['29 Feb in a leap year', '29/02/2024', '2024-02-29'],
    ['epoch seconds', 1704412800, '2024-01-05T05:30:00+05:30'],
    ['epoch milliseconds', 1704412800000, '2024-01-05T05:30:00+05:30'],
    ['epoch seconds as text', '1704412800', '2024-01-05T05:30:00+05:30'],
    ['epoch milliseconds as text', '1704412800000', '2024-01-05T05:30:00+05:30'],
    ['an epoch late on 4 Jan UTC, which is 5 Jan in India', 1704398400, '2024-01-05T01:30:00+05:30'],
    ['a month name', 'March 5, 2024', '2024-03-05'],
  ])('reads %s', (_, value, expected) => {
    expect(readDate(value)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['an object', { date: '2024-03-05' }],
    ['words', 'someday'],
    ['a month 13', '2024-13-45'],
    ['30 Feb (ISO)', '2024-02-30'],
    ['31 Feb (day first)', '31/02/2024'],
    ['29 Feb in a common year', '29/02/2023'],
    ['a month-first date', '12/31/2024'],
    ['a dotted date', '05.01.2024'],
    ['an ISO date with a broken time', '2024-03-05Tlater'],
    ['YYYYMMDD as a number', 20240305],
    ['a year alone', '2024'],
    ['zero', 0],
    ['a negative number', -1704412800],
    ['a number too large', 1e15],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('gives no date for %s', (_, value) => {
    expect(readDate(value)).toBe('');
  });
});
