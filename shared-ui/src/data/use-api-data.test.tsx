import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@school/shared-api';
import { RegionProvider } from '../ssr/region-context.tsx';
import { renderRoute } from '../testing/index.tsx';
import { GIVEN_TO_ISLANDS, useApiData } from './use-api-data.ts';

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

  it('hydrates an answer given to islands as loaded, and asks for it once so the visit keeps it', async () => {
    const load = vi.fn(() => Promise.resolve(['Sports Day']));
    function Page() {
      const { data, loaded } = useApiData(load, [] as string[], { forIslands: true });
      return <p>{loaded ? data.join(', ') || 'in its island' : 'loading'}</p>;
    }
    // The seed is keyed by React ids: the page's first hook is the only one here.
    const seed = new Proxy({}, { has: () => true, get: () => GIVEN_TO_ISLANDS });
    renderRoute(
      <RegionProvider seed={seed}>
        <Page />
      </RegionProvider>,
    );
    expect(screen.getByText('in its island')).toBeInTheDocument();
    await screen.findByText('Sports Day');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
