import { useCallback, useMemo } from 'react';
import type { ListFilters, MonthChoice, YearChoice } from '@school/shared-api';
import { MONTHS } from '@school/shared-api/selectors';
import { useUrlQuery } from '../lists/url-query.ts';
import { listFilterParams, shownParam, type ListFilterParam } from '../site-map/site-map.ts';

type Defaults = { year?: YearChoice; month?: MonthChoice };

const parseYear = (raw: string | null): YearChoice | undefined => {
  if (raw === 'all') return 'all';
  const n = raw ? Number(raw) : NaN;
  return Number.isInteger(n) && n > 1900 && n < 3000 ? n : undefined;
};
const parseMonth = (raw: string | null): MonthChoice | undefined => {
  if (raw === 'all') return 'all';
  const i = MONTHS.findIndex((m) => m.toLowerCase() === raw?.toLowerCase());
  return i >= 0 ? i : undefined;
};

/**
 * Kept in the query string, so a filtered view can be shared and survives reload and back/forward.
 * A select adds a history entry; typing replaces it, so Back does not replay every keystroke.
 */
export function useListFilters(defaults: Defaults = {}) {
  const [params, setParams] = useUrlQuery();
  const defaultYear = defaults.year ?? 'all';
  const defaultMonth = defaults.month ?? 'all';

  const filters: ListFilters = useMemo(
    () => ({
      year: parseYear(params.get(listFilterParams.year)) ?? defaultYear,
      month: parseMonth(params.get(listFilterParams.month)) ?? defaultMonth,
      search: params.get(listFilterParams.search) ?? '',
    }),
    [params, defaultYear, defaultMonth],
  );

  const update = useCallback(
    (key: ListFilterParam, value: string, replace: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value === '') next.delete(key);
          else next.set(key, value);
          // Another filter starts the list again at one page, as the filter form does.
          next.delete(shownParam);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return {
    filters,
    setYear: useCallback((y: YearChoice) => update(listFilterParams.year, String(y), false), [update]),
    setMonth: useCallback(
      (m: MonthChoice) => update(listFilterParams.month, m === 'all' ? 'all' : (MONTHS[m] ?? ''), false),
      [update],
    ),
    setSearch: useCallback((q: string) => update(listFilterParams.search, q, true), [update]),
  };
}
