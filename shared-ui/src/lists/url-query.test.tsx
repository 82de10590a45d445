import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_HELD_ATTRIBUTE } from '../islands/page-ready.ts';
import { useListFilters } from '../filters/use-list-filters.ts';
import { useUrlQuery } from './url-query.ts';

// An island has no router: its list holds the page's own query string.
describe('useUrlQuery without a router', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it("reads the page's query and writes it in place or as a new entry, saying it holds the query while it does", () => {
    history.replaceState(null, '', '/News?year=2024#top');
    const { result, unmount } = renderHook(() => useUrlQuery());
    expect(document.documentElement).toHaveAttribute(QUERY_HELD_ATTRIBUTE);
    expect(result.current[0].get('year')).toBe('2024');

    act(() => result.current[1]((prev) => new URLSearchParams([...prev, ['q', 'day']]), { replace: true }));
    expect(location.pathname + location.search + location.hash).toBe('/News?year=2024&q=day#top');
    expect(result.current[0].get('q')).toBe('day');
    const length = history.length;

    act(() => result.current[1](() => new URLSearchParams(), { replace: false }));
    expect(location.search).toBe('');
    expect(history.length).toBe(length + 1);
    unmount();
    expect(document.documentElement).not.toHaveAttribute(QUERY_HELD_ATTRIBUTE);
  });

  it('follows Back and Forward', () => {
    history.replaceState(null, '', '/News?year=2023');
    const { result } = renderHook(() => useListFilters());
    act(() => result.current.setYear(2024));
    expect(result.current.filters.year).toBe(2024);
    history.replaceState(null, '', '/News?year=2023');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.filters.year).toBe(2023);
  });
});
