import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@school/shared-api';
import { renderRoute } from '../testing/index.tsx';
import { useApiData } from './use-api-data.ts';

function pageOf(load: (api: ApiClient) => Promise<string[]>) {
  return function Page() {
    const { data, loaded } = useApiData(load, [] as string[]);
    return <p>{loaded ? data.join(', ') || 'none' : 'loading'}</p>;
  };
}

describe('useApiData in the browser', () => {
  it('starts a page mounted again from what it showed, and asks again', async () => {
    let answer = ['Sports Day'];
    const load = vi.fn(() => Promise.resolve(answer));
    const Page = pageOf(load);
    const first = renderRoute(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('Sports Day');
    first.unmount();

    answer = ['Sports Day', 'Annual Day'];
    renderRoute(<Page />);
    // Its first render, before any answer: as tall as when it was left.
    expect(screen.getByText('Sports Day')).toBeInTheDocument();
    await screen.findByText('Sports Day, Annual Day');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing from a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('down')));
    const Page = pageOf(load);
    const first = renderRoute(<Page />);
    await screen.findByText('none');
    first.unmount();
    renderRoute(<Page />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await screen.findByText('none');
    vi.restoreAllMocks();
  });
});
