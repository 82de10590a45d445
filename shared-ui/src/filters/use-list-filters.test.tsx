import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterUrlQuery } from '../parcel/router-url-query.tsx';
import { useListFilters } from './use-list-filters.ts';

function setup(url: string, defaults = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <RouterUrlQuery>{children}</RouterUrlQuery>
    </MemoryRouter>
  );
  return renderHook(() => ({ f: useListFilters(defaults), loc: useLocation() }), { wrapper });
}

describe('useListFilters', () => {
  it('reads year, month and search from the query string', () => {
    const { result } = setup('/Gallery?year=2023&month=Mar&q=sports');
    expect(result.current.f.filters).toEqual({ year: 2023, month: 2, search: 'sports' });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    const { result } = setup('/Gallery?year=abc&month=Foo', { year: 2026 });
    expect(result.current.f.filters).toEqual({ year: 2026, month: 'all', search: '' });
  });

  it('keeps each filter independent when another changes', () => {
    const { result } = setup('/Gallery?year=2024&q=day');
    act(() => result.current.f.setMonth(11));
    expect(result.current.f.filters).toEqual({ year: 2024, month: 11, search: 'day' });
    expect(result.current.loc.search).toBe('?year=2024&q=day&month=Dec');
    act(() => result.current.f.setSearch(''));
    expect(result.current.loc.search).toBe('?year=2024&month=Dec');
    act(() => result.current.f.setYear('all'));
    expect(result.current.f.filters.year).toBe('all');
  });

  it('starts the list again at one page when a filter changes', () => {
    const { result } = setup('/Gallery?year=2024&show=72');
    act(() => result.current.f.setMonth(2));
    expect(result.current.loc.search).toBe('?year=2024&month=Mar');
  });
});
