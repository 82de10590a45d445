import { useDeferredValue, useMemo } from 'react';
import {
  filterItems,
  monthsOf,
  newestFirst,
  oncePerAnswer,
  yearsOf,
  type YearChoice,
} from '@school/shared-api/selectors';
import { useListFilters } from './use-list-filters.ts';

type Dated = { date?: string; title?: string };

// Once per list: on a server, every render within a window is given the same one.
const newestOnce = oncePerAnswer((items: readonly Dated[]) => newestFirst(items));
const newestFirstOnce = <T extends Dated>(items: readonly T[]): T[] => newestOnce(items) as T[];
const yearsOnce = oncePerAnswer((items: readonly Dated[]) => yearsOf(items));
const monthsOnce = oncePerAnswer((items: readonly Dated[]) => monthsOf(items));

/**
 * Options come from all items, so each filter stays independent of the others; the list follows the
 * filters through useDeferredValue, so a change never waits for thousands of items. Pass an `order`
 * that keeps its identity across renders (and, to sort a list once, works once per list: oncePerAnswer).
 */
export function useFilteredList<T extends Dated>(
  items: readonly T[],
  defaults: { year?: YearChoice; order?: (items: readonly T[]) => T[] } = {},
) {
  const { order = newestFirstOnce } = defaults;
  // Sorted once per data load, not per keystroke.
  const sorted = useMemo(() => order(items), [items, order]);
  const years = useMemo(() => yearsOnce(sorted), [sorted]);
  const months = useMemo(() => monthsOnce(sorted), [sorted]);
  const { filters, setYear, setMonth, setSearch } = useListFilters(defaults);
  const deferred = useDeferredValue(filters);
  const visible = useMemo(() => filterItems(sorted, deferred), [sorted, deferred]);
  const key = `${deferred.year}|${deferred.month}|${deferred.search}`;
  const stale = key !== `${filters.year}|${filters.month}|${filters.search}`;
  return { filters, setYear, setMonth, setSearch, years, months, visible, total: sorted.length, filterKey: key, stale };
}
