import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterUrlQuery } from '../parcel/router-url-query.tsx';
import { MAX_SHOWN, PAGE_SIZE } from './shown-param.ts';
import { useListPaging } from './use-list-paging.ts';

/** The hook on a page of a router with one entry before it, and where that router is. */
function paging(url: string, total: number, resetKey = 'k') {
  let where = { search: '', action: '' };
  function Page({ children }: { children: ReactNode }) {
    const location = useLocation();
    where = { search: location.search, action: useNavigationType() };
    return children;
  }
  const hook = renderHook(({ key }) => useListPaging(total, key), {
    initialProps: { key: resetKey },
    wrapper: ({ children }: { children: ReactNode }) => (
      <RouterProvider
        router={createMemoryRouter(
          [
            {
              path: '*',
              element: (
                <RouterUrlQuery>
                  <Page>{children}</Page>
                </RouterUrlQuery>
              ),
            },
          ],
          {
            initialEntries: ['/', url],
            initialIndex: 1,
          },
        )}
      />
    ),
  });
  return { ...hook, where: () => where };
}

describe('useListPaging', () => {
  it('shows the whole pages ?show= asks for, and links to one page more with the other parameters', () => {
    expect(paging('/News?q=day&show=30', 200).result.current).toMatchObject({
      shown: PAGE_SIZE * 2,
      hasMore: true,
      moreHref: `?q=day&show=${PAGE_SIZE * 3}`,
    });
  });

  it('Show more grows the list and writes the count in the URL in place of the entry', () => {
    const { result, where } = paging('/News?q=day', 200);
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(PAGE_SIZE * 2);
    expect(where()).toEqual({ search: `?q=day&show=${PAGE_SIZE * 2}`, action: 'REPLACE' });
    act(() => result.current.showMore());
    expect(result.current).toMatchObject({ shown: PAGE_SIZE * 3, moreHref: `?q=day&show=${PAGE_SIZE * 4}` });
    expect(where().search).toBe(`?q=day&show=${PAGE_SIZE * 3}`);
  });

  it('has no link past the most cards a URL shows: Show more then grows the list in place', () => {
    const { result, where } = paging(`/News?show=${MAX_SHOWN}`, MAX_SHOWN + PAGE_SIZE * 2);
    expect(result.current).toMatchObject({ shown: MAX_SHOWN, hasMore: true, moreHref: undefined });
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(MAX_SHOWN + PAGE_SIZE);
    expect(where().search).toBe(`?show=${MAX_SHOWN}`);
  });

  it('starts again at the count in the URL when the list changes (another filter)', () => {
    const { result, rerender } = paging('/News?show=48', 200, 'a');
    act(() => result.current.showMore());
    expect(result.current.shown).toBe(PAGE_SIZE * 3);
    rerender({ key: 'b' });
    expect(result.current.shown).toBe(PAGE_SIZE * 3);
  });
});
