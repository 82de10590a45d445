import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterUrlQuery } from '../parcel/router-url-query.tsx';
import { useFilteredList } from './use-filtered-list.ts';

const item = (title: string, date: string) => ({ key: title, title, date });
const items = [
  item('Sports Day', '2023-01-20'),
  item('Annual Day', '2024-12-14'),
  item('Science Fair', '2024-03-05'),
  item('Undated', ''),
  item('Republic Day', '2022-01-26'),
];

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <RouterUrlQuery>{children}</RouterUrlQuery>
    </MemoryRouter>
  );
  return renderHook(() => ({ list: useFilteredList(items), loc: useLocation() }), { wrapper });
}
const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe('useFilteredList', () => {
  it('lists everything newest first, with year and month options from all items', () => {
    const { result } = setup('/News');
    expect(titles(result.current.list.visible)).toEqual([
      'Annual Day',
      'Science Fair',
      'Sports Day',
      'Republic Day',
      'Undated',
    ]);
    expect(result.current.list.years).toEqual([2024, 2023, 2022]);
    expect(result.current.list.months).toEqual([0, 2, 11]);
    expect(result.current.list.total).toBe(5);
  });

  it('reads the filters from the query string (a shared link)', () => {
    const { result } = setup('/News?year=2024&month=Mar&q=fair');
    expect(titles(result.current.list.visible)).toEqual(['Science Fair']);
  });

  it('recomputes on every change, each filter independent, and writes the query string', async () => {
    const { result } = setup('/News');
    act(() => result.current.list.setYear(2024));
    expect(titles(result.current.list.visible)).toEqual(['Annual Day', 'Science Fair']);
    act(() => result.current.list.setMonth(0));
    expect(result.current.list.visible).toEqual([]);
    // Options never shrink with another filter: a month stays choosable whatever the year.
    expect(result.current.list.months).toEqual([0, 2, 11]);
    act(() => result.current.list.setYear('all'));
    expect(titles(result.current.list.visible)).toEqual(['Sports Day', 'Republic Day']);
    act(() => result.current.list.setSearch('REPUBLIC'));
    expect(titles(result.current.list.visible)).toEqual(['Republic Day']);
    // The search reaches the URL once typing pauses.
    await waitFor(() => expect(result.current.loc.search).toBe('?year=all&month=Jan&q=REPUBLIC'));
    expect(result.current.list.filterKey).toBe('all|0|REPUBLIC');
    expect(result.current.list.stale).toBe(false);
  });
});
