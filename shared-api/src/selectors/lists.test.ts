import { describe, expect, it } from 'vitest';
import { byCategory, defaultYear, filterItems, monthsOf, newestFirst, upcomingFirst, yearsOf } from './lists.ts';

const item = (title: string, date: string, category = 'News') => ({ title, date, category });
const items = [
  item('Sports Day', '2023-01-20'),
  item('Annual Day', '2024-12-14', 'Notice'),
  item('Science Fair', '2024-03-05'),
  item('Undated', ''),
  item('Republic Day', '2022-01-26', 'NoticeBoard'),
];

describe('byCategory', () => {
  it('keeps exact matches only', () => {
    expect(byCategory(items, 'Notice').map((i) => i.title)).toEqual(['Annual Day']);
    expect(byCategory(items, 'notice')).toEqual([]);
  });
});

describe('newestFirst', () => {
  it('sorts by date descending, undated last, without mutating the input', () => {
    const before = [...items];
    expect(newestFirst(items).map((i) => i.title)).toEqual([
      'Annual Day',
      'Science Fair',
      'Sports Day',
      'Republic Day',
      'Undated',
    ]);
    expect(items).toEqual(before);
  });

  it('sorts by another field', () => {
    const notices = [
      { title: 'a', fromDate: '2024-01-01' },
      { title: 'b', fromDate: '2024-06-01' },
    ];
    expect(newestFirst(notices, 'fromDate').map((n) => n.title)).toEqual(['b', 'a']);
  });
});

describe('upcomingFirst', () => {
  // Local noon, so the day is the same in every timezone the tests run in.
  const today = new Date(2024, 2, 10, 12);
  const titles = (list: readonly { title: string }[]) => list.map((e) => e.title);
  it.each([
    {
      name: 'next upcoming first, later ones after, then past latest first',
      dates: ['2024-01-05', '2024-12-01', '2024-03-11', '2023-11-20', '2024-04-01'],
      expected: ['2024-03-11', '2024-04-01', '2024-12-01', '2024-01-05', '2023-11-20'],
    },
    {
      name: "today's event is upcoming",
      dates: ['2024-03-09', '2024-03-10', '2024-03-12'],
      expected: ['2024-03-10', '2024-03-12', '2024-03-09'],
    },
    {
      name: 'undated last, in their order',
      dates: ['', '2024-03-01', 'not a date', '2024-05-01'],
      expected: ['2024-05-01', '2024-03-01', '', 'not a date'],
    },
    {
      name: 'only past events: latest first',
      dates: ['2023-01-01', '2024-02-01'],
      expected: ['2024-02-01', '2023-01-01'],
    },
    {
      name: 'tolerant dates: day-first and ISO with time',
      dates: ['15/03/2024', '2024-03-20T09:30:00Z', '01-03-2024'],
      expected: ['15/03/2024', '2024-03-20T09:30:00Z', '01-03-2024'],
    },
    { name: 'empty list', dates: [], expected: [] },
  ])('$name', ({ dates, expected }) => {
    const events = dates.map((date) => ({ title: date, date }));
    const before = [...events];
    expect(titles(upcomingFirst(events, today))).toEqual(expected);
    expect(events).toEqual(before);
  });

  it('reads another field', () => {
    const list = [
      { title: 'past', fromDate: '2024-01-01' },
      { title: 'next', fromDate: '2024-06-01' },
    ];
    expect(titles(upcomingFirst(list, today, 'fromDate'))).toEqual(['next', 'past']);
  });
});

describe('yearsOf and monthsOf', () => {
  it('lists distinct years newest first', () => {
    expect(yearsOf(items)).toEqual([2024, 2023, 2022]);
  });

  it('lists distinct month indexes in calendar order', () => {
    expect(monthsOf(items)).toEqual([0, 2, 11]);
  });

  it('is empty for no dated items', () => {
    expect(yearsOf([item('x', '')])).toEqual([]);
    expect(monthsOf([])).toEqual([]);
  });
});

describe('filterItems', () => {
  const titles = (list: { title: string }[]) => list.map((i) => i.title);

  it('returns everything with no filter or with all', () => {
    expect(filterItems(items, {})).toHaveLength(items.length);
    expect(filterItems(items, { year: 'all', month: 'all', search: '  ' })).toHaveLength(items.length);
  });

  it('filters by year and by month independently', () => {
    expect(titles(filterItems(items, { year: 2024 }))).toEqual(['Annual Day', 'Science Fair']);
    expect(titles(filterItems(items, { month: 0 }))).toEqual(['Sports Day', 'Republic Day']);
    expect(titles(filterItems(items, { year: 2023, month: 0 }))).toEqual(['Sports Day']);
    expect(filterItems(items, { year: 2021 })).toEqual([]);
  });

  it('searches titles case-insensitively, trimmed, by substring', () => {
    expect(titles(filterItems(items, { search: '  DAY ' }))).toEqual(['Sports Day', 'Annual Day', 'Republic Day']);
    expect(titles(filterItems(items, { search: 'day', year: 2024 }))).toEqual(['Annual Day']);
  });

  it('treats search text literally', () => {
    expect(filterItems([item('a.b', '2024-01-01')], { search: '.*' })).toEqual([]);
  });

  it('can search another field', () => {
    const toppers = [{ name: 'Ananya' }, { name: 'Rohan' }];
    expect(filterItems(toppers, { search: 'ana' }, { text: (t) => t.name })).toEqual([{ name: 'Ananya' }]);
  });
});

describe('defaultYear', () => {
  const now = new Date(2024, 5, 1);

  it('is the current year when it has items', () => {
    expect(defaultYear(items, now)).toBe(2024);
  });

  it('falls back to the newest year that has items', () => {
    expect(defaultYear(items, new Date(2026, 0, 1))).toBe(2024);
  });

  it('is the current year when nothing is dated', () => {
    expect(defaultYear([], now)).toBe(2024);
  });
});
