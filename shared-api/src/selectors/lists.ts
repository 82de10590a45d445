import { calendarDate } from './dates.ts';

type Dated<K extends string> = { readonly [P in K]?: string | null | undefined };

export function byCategory<T extends { category?: string }>(items: readonly T[], category: string): T[] {
  return items.filter((item) => item.category === category);
}

/** Items without a valid date go last, in their order. */
export function newestFirst<T extends Dated<K>, K extends string = 'date'>(
  items: readonly T[],
  field: K = 'date' as K,
): T[] {
  const time = (item: T) => timeOf(item[field]);
  // -Infinity minus -Infinity would be NaN.
  return [...items].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}

/** From today's (or the next) event on, soonest first, then past ones, latest first; undated last. */
export function upcomingFirst<T extends Dated<K>, K extends string = 'date'>(
  items: readonly T[],
  today: Date = new Date(),
  field: K = 'date' as K,
): T[] {
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  const rank = (t: number) => (t === Number.NEGATIVE_INFINITY ? 2 : t >= now ? 0 : 1);
  const keyed = items.map((item) => ({ item, time: timeOf(item[field]) }));
  return keyed
    .sort((a, b) => {
      const ra = rank(a.time);
      const rb = rank(b.time);
      if (ra !== rb) return ra - rb;
      if (ra === 2 || a.time === b.time) return 0;
      return ra === 0 ? a.time - b.time : b.time - a.time;
    })
    .map((k) => k.item);
}

function timeOf(value: string | null | undefined): number {
  const d = calendarDate(value);
  return d ? Date.UTC(d.year, d.monthIndex, d.day) : Number.NEGATIVE_INFINITY;
}

export function yearsOf<T extends Dated<K>, K extends string = 'date'>(
  items: readonly T[],
  field: K = 'date' as K,
): number[] {
  const years = new Set<number>();
  for (const item of items) {
    const d = calendarDate(item[field]);
    if (d) years.add(d.year);
  }
  return [...years].sort((a, b) => b - a);
}

export function monthsOf<T extends Dated<K>, K extends string = 'date'>(
  items: readonly T[],
  field: K = 'date' as K,
): number[] {
  const months = new Set<number>();
  for (const item of items) {
    const d = calendarDate(item[field]);
    if (d) months.add(d.monthIndex);
  }
  return [...months].sort((a, b) => a - b);
}

export type YearChoice = number | 'all';
export type MonthChoice = number | 'all';
export type ListFilters = { year: YearChoice; month: MonthChoice; search: string };
export type FilterOptions<T> = {
  dateField?: keyof T & string;
  text?: (item: T) => string;
};

/** With a year or month set, undated items are left out. */
export function filterItems<T extends object>(
  items: readonly T[],
  filter: Partial<ListFilters>,
  options: FilterOptions<T> = {},
): T[] {
  const dateField = options.dateField ?? 'date';
  const text = options.text ?? ((item: T) => stringField(item, 'title'));
  const needle = (filter.search ?? '').trim().toLowerCase();
  const year = filter.year === 'all' ? undefined : filter.year;
  const month = filter.month === 'all' ? undefined : filter.month;
  return items.filter((item) => {
    if (year !== undefined || month !== undefined) {
      const d = calendarDate(stringField(item, dateField));
      if (!d || (year !== undefined && d.year !== year) || (month !== undefined && d.monthIndex !== month))
        return false;
    }
    return needle === '' || text(item).toLowerCase().includes(needle);
  });
}

function stringField(item: object, key: string): string {
  const value: unknown = (item as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
}

export function defaultYear<T extends Dated<K>, K extends string = 'date'>(
  items: readonly T[],
  now: Date = new Date(),
  field: K = 'date' as K,
): number {
  const current = now.getFullYear();
  const years = yearsOf(items, field);
  return years.includes(current) ? current : (years[0] ?? current);
}
