// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import type { ApiClient } from '@school/shared-api';
import { endpointPattern, listHandler, makeNews, setupApi, testRuntime } from '../testing/index.tsx';
import { GIVEN_TO_ISLANDS, useApiData } from '../data/use-api-data.ts';
import { Link } from '../router.ts';
import { useRegionMeta } from '../ssr/use-region-meta.ts';
import { seededAnswers } from '../data/kept-seed.ts';
import type { RegionData } from '../ssr/region-context.tsx';
import { createRegionRenderer } from './render-region.tsx';
import { SiteRoutes } from '../site-map/site-routes.tsx';

const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

function Notices({ load }: { load: () => Promise<string[]> }) {
  const { data, loaded } = useApiData(load, ['placeholder']);
  useRegionMeta(loaded && data.length === 0 ? { status: 404 } : { title: data[0] });
  return (
    <ul data-loaded={loaded}>
      {data.map((title) => (
        <li key={title}>
          <Link to={`/SubGallery?id=${title}`}>{title}</Link>
        </li>
      ))}
    </ul>
  );
}

const render = (load: () => Promise<string[]>, dataDeadlineMs = 500) =>
  createRegionRenderer(
    () => <Notices load={load} />,
    'mf_test',
  )({ url: '/News?year=2024', runtime: testRuntime, dataDeadlineMs });

describe('createRegionRenderer', () => {
  it("renders with the provider's answer, and returns it keyed for hydration", async () => {
    const region = await render(() => later(['Sports Day', 'Annual Day'], 20));
    expect(region.html).toContain('Sports Day');
    expect(region.html).toContain('href="/SubGallery?id=Annual Day"');
    expect(Object.values(region.data)).toEqual([['Sports Day', 'Annual Day']]);
    expect(Object.keys(region.data)[0]).toMatch(/mf_test-/);
    expect(region.meta).toEqual({ title: 'Sports Day' });
    expect(region.degraded).toBe(false);
  });

  it('names an answer given only to islands instead of sending it again in the seed', async () => {
    function Island() {
      const { data } = useApiData(() => later(['Sports Day'], 5), [] as string[], { forIslands: true });
      return <p data-props={JSON.stringify(data)}>{data[0]}</p>;
    }
    const region = await createRegionRenderer(
      Island,
      'mf_test',
    )({ url: '/', runtime: testRuntime, dataDeadlineMs: 500 });
    expect(region.html).toContain('Sports Day');
    expect(Object.values(region.data)).toEqual([GIVEN_TO_ISLANDS]);
  });

  it('renders the placeholders when the provider is slower than the deadline, marked degraded', async () => {
    const region = await render(() => later(['Too late'], 1_000), 50);
    expect(region.html).toContain('placeholder');
    expect(region.html).not.toContain('Too late');
    expect(region.data).toEqual({});
    expect(region.degraded).toBe(true);
  });

  it('renders the placeholders when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const region = await render(() => Promise.reject(new Error('down')));
    expect(region.html).toContain('data-loaded="false"');
    expect(region.degraded).toBe(true);
  });

  it('passes on what the page says of itself: a missing item is a 404', async () => {
    const region = await render(() => Promise.resolve([]));
    expect(region.meta.status).toBe(404);
  });

  it('rejects when the page throws, so the region is left to the browser', async () => {
    const boom = createRegionRenderer(() => {
      throw new Error('broken page');
    }, 'mf_test');
    await expect(boom({ url: '/', runtime: testRuntime, dataDeadlineMs: 100 })).rejects.toThrow('broken page');
  });

  describe('with a provider that stops answering', () => {
    const { server } = setupApi();
    const newsTitles = async (api: ApiClient) => (await api.getNews()).map((n) => n.title);
    function News() {
      const { data, loaded } = useApiData(newsTitles, []);
      return <p data-loaded={loaded}>{data.length === 0 ? 'Stay Tuned For More Updates' : data.join(', ')}</p>;
    }
    const renderNews = (dataDeadlineMs: number) =>
      createRegionRenderer(News, 'mf_test')({ url: '/News', runtime: testRuntime, dataDeadlineMs });

    it('renders the last good answers at the deadline, says when they were sent, and is degraded', async () => {
      server.use(...listHandler('newsAll', [makeNews({ title: 'Sports Day' })]));
      const sentBefore = Date.now();
      const good = await renderNews(5_000);
      expect(good).toMatchObject({ degraded: false });
      expect(good.keptAt).toBeUndefined();

      server.use(http.get(endpointPattern('newsAll'), () => new Promise<never>(() => {})));
      const held = await renderNews(50);
      expect(held.html).toContain('Sports Day');
      expect(held.html).not.toContain('Stay Tuned');
      expect(Object.values(held.data)).toContainEqual(['Sports Day']);
      // Handed to the browser as a kept answer too: a page that asks again there finds it.
      expect(Object.values(seededAnswers(JSON.parse(JSON.stringify(held.data)) as RegionData))).toContainEqual([
        expect.objectContaining({ title: 'Sports Day' }),
      ]);
      expect(held.degraded).toBe(true);
      expect(held.keptAt).toBeGreaterThanOrEqual(sentBefore);
      expect(held.keptAt).toBeLessThanOrEqual(Date.now());
    });

    it('renders the placeholders when there has never been an answer', async () => {
      server.use(http.get(endpointPattern('newsAll'), () => new Promise<never>(() => {})));
      const region = await renderNews(50);
      expect(region.html).toContain('Stay Tuned');
      expect(region.keptAt).toBeUndefined();
      expect(region.degraded).toBe(true);
    });
  });
});

describe("a region given the region server's route", () => {
  const forms = createRegionRenderer(
    () => (
      <SiteRoutes
        remote="mf_forms"
        pages={{ admission: <h1>Admission form</h1>, login: <h1>Login form</h1>, tc: <h1>TC form</h1> }}
      />
    ),
    'mf_forms',
  );

  it('renders what matching every route renders, for hydration to match', async () => {
    for (const [url, route] of [
      ['/tc/', 'tc'],
      ['/Admission?x=1', 'admission'],
      ['/News', 'news'],
    ] as const) {
      const given = await forms({ url, route, runtime: testRuntime, dataDeadlineMs: 500 });
      const matched = await forms({ url, runtime: testRuntime, dataDeadlineMs: 500 });
      expect(given.html, url).toBe(matched.html);
    }
    // React Router is given that route alone: it does not look further.
    const told = await forms({ url: '/Admission', route: 'tc', runtime: testRuntime, dataDeadlineMs: 500 });
    expect(told.html).toContain('Page not found');
  });
});
