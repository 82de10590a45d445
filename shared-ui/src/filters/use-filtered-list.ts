import { useDeferredValue, useEffect, useMemo } from 'react';
import {
  filterItems,
  monthsOf,
  newestFirst,
  oncePerAnswer,
  yearsOf,
  type YearChoice,
} from '@school/shared-api/selectors';
import { isListWindow, type ListItems } from '../lists/list-window.ts';
import { useWholeList } from '../lists/use-whole-list.ts';
import { useListFilters } from './use-list-filters.ts';

type Dated = { date?: string; title?: string };

// Once per list: on a server, every render within a window is given the same one.
const newestOnce = oncePerAnswer((items: readonly Dated[]) => newestFirst(items));
const newestFirstOnce = <T extends Dated>(items: readonly T[]): T[] => newestOnce(items) as T[];
const yearsOnce = oncePerAnswer((items: readonly Dated[]) => yearsOf(items));
const monthsOnce = oncePerAnswer((items: readonly Dated[]) => monthsOf(items));
const NONE: never[] = [];

export type ListDefaults<T> = { year?: YearChoice; order?: (items: readonly T[]) => T[] };

/**
 * Options come from all items, so each filter stays independent of the others; the list follows the
 * filters through useDeferredValue, so a change never waits for thousands of items. Pass an `order`
 * that keeps its identity across renders (and, to sort a list once, works once per list: oncePerAnswer).
 * Given its page's window of a long list, it shows the window until the whole list comes, and the
 * window's counts: `count` is how many the filters match (`visible` may hold only the first of them).
 */
export function useFilteredList<T extends Dated>(items: ListItems<T>, defaults: ListDefaults<T> = {}) {
  const { order = newestFirstOnce } = defaults;
  const cut = isListWindow(items) ? items : undefined;
  const whole = useWholeList(cut);
  const all = cut ? whole.items : (items as readonly T[]);
  // Sorted once per data load, not per keystroke.
  const sorted = useMemo(() => (all ? order(all) : NONE), [all, order]);
  const years = useMemo(() => (all ? yearsOnce(sorted) : (cut?.years ?? NONE)), [all, sorted, cut]);
  const months = useMemo(() => (all ? monthsOnce(sorted) : (cut?.months ?? NONE)), [all, sorted, cut]);
  const { filters, setYear, setMonth, setSearch } = useListFilters(defaults);
  const deferred = useDeferredValue(filters);
  const filtered = useMemo(() => (all ? filterItems(sorted, deferred) : undefined), [all, sorted, deferred]);
  const key = `${deferred.year}|${deferred.month}|${deferred.search}`;
  const current = `${filters.year}|${filters.month}|${filters.search}`;
  const { failed, ask } = whole;
  // A filter changed after the whole list could not be had asks for it again.
  useEffect(() => {
    if (cut && !cut.unanswered && key !== cut.filterKey) ask();
  }, [cut, key, ask]);
  return {
    filters,
    setYear,
    setMonth,
    setSearch,
    years,
    months,
    visible: filtered ?? ((cut?.shown ?? NONE) as T[]),
    count: filtered?.length ?? cut?.matching ?? 0,
    total: cut?.total ?? sorted.length,
    filterKey: filtered ? key : (cut?.filterKey ?? key),
    // Still the window while the filters ask for more than it: busy until the whole list comes.
    stale: key !== current || (!filtered && !cut?.unanswered && key !== cut?.filterKey),
    /** The whole list was asked for and could not be had. */
    failed: !all && failed,
    /** The provider did not answer the list, and nothing kept stood in. */
    unanswered: cut?.unanswered === true,
  };
}
