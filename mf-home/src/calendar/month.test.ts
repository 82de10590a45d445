import { describe, expect, it } from 'vitest';
import { addMonths, entriesOfMonth, monthLabel, monthOf, monthWeeks } from './month.ts';

describe('month arithmetic', () => {
  it('moves across year ends both ways', () => {
    expect(addMonths({ year: 2024, monthIndex: 11 }, 1)).toEqual({ year: 2025, monthIndex: 0 });
    expect(addMonths({ year: 2024, monthIndex: 0 }, -1)).toEqual({ year: 2023, monthIndex: 11 });
    expect(addMonths({ year: 2024, monthIndex: 5 }, -18)).toEqual({ year: 2022, monthIndex: 11 });
  });

  it('starts at the current month', () => {
    expect(monthOf(new Date(2025, 10, 21))).toEqual({ year: 2025, monthIndex: 10 });
    expect(monthLabel({ year: 2025, monthIndex: 10 })).toBe('Nov 2025');
  });
});

describe('monthWeeks', () => {
  it('lays a month out Sunday first, padded to whole weeks', () => {
    // 1 Feb 2024 was a Thursday; 2024 is a leap year.
    const weeks = monthWeeks({ year: 2024, monthIndex: 1 });
    expect(weeks[0]).toEqual([null, null, null, null, 1, 2, 3]);
    expect(weeks.at(-1)).toEqual([25, 26, 27, 28, 29, null, null]);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('needs six rows for a month that starts late', () => {
    // 1 Mar 2025 was a Saturday: 31 days span six weeks.
    expect(monthWeeks({ year: 2025, monthIndex: 2 })).toHaveLength(6);
  });
});

describe('entries of a month', () => {
  const entries = [
    { key: 'a', date: '2024-03-15T00:00:00.000Z', title: 'Holi' },
    { key: 'b', date: '2024-03-01', title: 'Term begins' },
    { key: 'c', date: '2024-04-01', title: 'April fool' },
    { key: 'd', date: '2024-03-15', title: 'PTM' },
  ];

  it('lists day and title in day order', () => {
    expect(entriesOfMonth(entries, { year: 2024, monthIndex: 2 })).toEqual([
      { day: 1, title: 'Term begins', key: 'b' },
      { day: 15, title: 'Holi', key: 'a' },
      { day: 15, title: 'PTM', key: 'd' },
    ]);
  });

  it('reads a UTC midnight date as that day in every timezone', () => {
    expect(
      entriesOfMonth([{ key: 'x', date: '2024-03-31T00:00:00.000Z', title: 'Easter' }], {
        year: 2024,
        monthIndex: 2,
      })[0]?.day,
    ).toBe(31);
  });
});
