import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAX_SHOWN, PAGE_SIZE } from './shown-param.ts';
import { useListPaging } from './use-list-paging.ts';

const paging = (url: string, total: number) =>
  renderHook(() => useListPaging(total, 'k'), {
    wrapper: ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>,
  }).result.current;

describe('useListPaging', () => {
  it('shows the whole pages ?show= asks for, and links to one page more with the other parameters', () => {
    expect(paging('/News?q=day&show=30', 200)).toMatchObject({
      shown: PAGE_SIZE * 2,
      hasMore: true,
      moreHref: `?q=day&show=${PAGE_SIZE * 3}`,
    });
  });

  it('has no link past the most cards a URL shows: Show more then grows the list in place', () => {
    expect(paging(`/News?show=${MAX_SHOWN}`, MAX_SHOWN + 1)).toMatchObject({
      shown: MAX_SHOWN,
      hasMore: true,
      moreHref: undefined,
    });
  });
});
