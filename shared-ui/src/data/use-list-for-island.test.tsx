import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { setupApi } from '@school/shared-api/testing';
import { useFilteredList } from '../filters/use-filtered-list.ts';
import { RouterUrlQuery } from '../parcel/router-url-query.tsx';
import { RegionProvider, type ServerRegion } from '../ssr/region-context.tsx';
import { WHOLE_UP_TO, type ListItems, type ListWindow } from '../lists/list-window.ts';
import type { ListedItem } from '../site-map/item-facts.ts';
import { useListForIsland } from './use-list-for-island.ts';

const { server } = setupApi();

type Item = { key: string; title: string; date: string };
/** `n` items, newest first, a sports story every tenth. */
const many = (n: number): Item[] =>
  Array.from({ length: n }, (_, i) => {
    const title = `${i % 10 === 0 ? 'Sports' : 'Story'} ${i}`;
    return {
      key: title,
      title,
      date: new Date(Date.UTC(2024, 11, 31) - i * 3 * 86_400_000).toISOString().slice(0, 10),
    };
  });
const whole = many(200);

const inRouter =
  (url: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>
      <RouterUrlQuery>{children}</RouterUrlQuery>
    </MemoryRouter>
  );

const regionOnServer = (): ServerRegion => ({
  data: {},
  pending: new Map(),
  deadline: Promise.resolve(),
  meta: {},
  degraded: false,
});

/** What a page's server render gives its island for `items` at `url`. */
function givenOnServer(
  items: readonly Item[],
  url: string,
  region = regionOnServer(),
  listed?: (item: Item) => ListedItem,
) {
  let given: ListItems<Item> | undefined;
  function Page() {
    given = useListForIsland(items, {}, false, listed);
    return null;
  }
  const Router = inRouter(url);
  renderToString(
    <RegionProvider server={region}>
      <Router>
        <Page />
      </Router>
    </RegionProvider>,
  );
  return given;
}

/** An island asks at the page's own address. */
const atNews = () => history.replaceState(null, '', '/News');

const titles = (items: readonly { title: string }[]) => items.map((i) => i.title);

describe("a long list's window", () => {
  it("carries, on the server, the cards its page shows for the URL's filters and the counts of the rest", () => {
    const cut = givenOnServer(whole, '/News?q=sports&show=12') as ListWindow<Item>;
    expect(titles(cut.shown)).toEqual(titles(whole.filter((i) => i.title.startsWith('Sports')).slice(0, 20)));
    expect(cut).toMatchObject({ matching: 20, total: 200, filterKey: 'all|all|sports' });
    expect(cut.years).toEqual([2024, 2023]);
    expect(cut.months).toHaveLength(12);
    expect(givenOnServer(whole, '/News')).toMatchObject({ matching: 200, shown: whole.slice(0, 24) });
  });

  it('is the whole list when the list is short, in the browser, and for a render of the JSON twin', () => {
    expect(givenOnServer(whole.slice(0, WHOLE_UP_TO), '/News')).toHaveLength(WHOLE_UP_TO);
    const { result } = renderHook(() => useListForIsland(whole), { wrapper: inRouter('/News') });
    expect(result.current).toBe(whole);
    const twin = { ...regionOnServer(), wholeList: {} };
    givenOnServer(whole, '/News?q=sports', twin);
    expect(twin.wholeList).toEqual({ items: whole });
  });

  it("names the entries its page shows, given how: the page's ItemList, short list or long", () => {
    const listed = (i: Item): ListedItem => ({ name: i.title, href: `/NewsItem?id=${i.key}` });
    const short = regionOnServer();
    givenOnServer(whole.slice(0, 60), '/News?q=sports', short, listed);
    expect(short.meta.listed).toEqual(
      whole
        .slice(0, 60)
        .filter((i) => i.title.startsWith('Sports'))
        .map(listed),
    );
    const long = regionOnServer();
    givenOnServer(whole, '/News?show=48', long, listed);
    expect(long.meta.listed).toEqual(whole.slice(0, 48).map(listed));
    const none = regionOnServer();
    givenOnServer(whole, '/News', none);
    expect(none.meta.listed).toBeUndefined();
  });

  it('shows the window with its counts, then the whole list once its JSON twin answers', async () => {
    let asked = '';
    server.use(
      http.get('*/News', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json({ items: whole });
      }),
    );
    const cut = givenOnServer(whole, '/News') as ListWindow<Item>;
    atNews();
    const { result } = renderHook(() => useFilteredList(cut), { wrapper: inRouter('/News') });
    expect(result.current).toMatchObject({ count: 200, total: 200, stale: false, visible: cut.shown });
    await waitFor(() => expect(result.current.visible).toHaveLength(200));
    expect(asked).toBe('?format=json');
    act(() => result.current.setSearch('sports'));
    await waitFor(() => expect(result.current.count).toBe(20));
    expect(result.current.stale).toBe(false);
  });

  it('stays busy on the window while the whole list has not come, and asks again after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answers = 0;
    server.use(
      http.get('*/News', () => {
        answers += 1;
        return answers === 1
          ? HttpResponse.json({ error: 'unavailable' }, { status: 503 })
          : HttpResponse.json({ items: whole });
      }),
    );
    const cut = givenOnServer(whole, '/News') as ListWindow<Item>;
    atNews();
    const { result } = renderHook(() => useFilteredList(cut), { wrapper: inRouter('/News') });
    await waitFor(() => expect(result.current.failed).toBe(true));
    act(() => result.current.setSearch('sports'));
    expect(result.current).toMatchObject({ stale: true, count: 200, visible: cut.shown });
    await waitFor(() => expect(result.current.count).toBe(20));
    expect(answers).toBe(2);
    expect(result.current.failed).toBe(false);
  });
});
