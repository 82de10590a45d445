import { describe, expect, it } from 'vitest';
import { routeNames } from '@school/shared-ui/site-map';
import { pickDetailIds, planRoutes } from './routes.ts';

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://school.example/News</loc></url>
  <url><loc>https://school.example/SubActivites?id=a-1</loc></url>
  <url><loc>https://school.example/SubGallery?id=p-1</loc></url>
  <url><loc>https://school.example/SubGallery?id=p-2</loc></url>
  <url><loc>https://school.example/NewsItem?id=n%201&amp;x=1</loc><lastmod>2026-11-14</lastmod></url>
  <url><loc>not a url</loc></url>
</urlset>`;

describe('pickDetailIds', () => {
  it('takes the first page of each route with an id that the sitemap lists', () => {
    const ids = pickDetailIds(sitemap);
    expect(ids).toMatchObject({
      '/SubGallery': 'p-1',
      '/SubActivites': 'a-1',
      '/NewsItem': 'n 1',
      '/KidsCornerSubGallery': undefined,
      '/EventItem': undefined,
    });
    expect(ids).not.toHaveProperty('/News');
  });
  it('survives an answer that is not a sitemap', () => {
    expect(pickDetailIds('{"error":"x"}')['/SubGallery']).toBeUndefined();
  });
});

describe('planRoutes', () => {
  const detailIds = pickDetailIds(sitemap);
  it('measures every route of a built remote, and gives detail pages their id', () => {
    const { routes } = planRoutes({ builtRemotes: ['mf_gallery'], skippedRemotes: {}, detailIds });
    expect(routes.map((r) => r.url)).toContain('/SubGallery?id=p-1');
    expect(routes.every((r) => r.remote === 'mf_gallery')).toBe(true);
  });
  it('gives story pages their id and the search page a query', () => {
    const { routes } = planRoutes({ builtRemotes: ['mf_downloads'], skippedRemotes: {}, detailIds });
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/NewsItem?id=n%201', '/Search?q=sports']));
  });
  it('names why a route is not measured', () => {
    const { skipped } = planRoutes({
      builtRemotes: ['mf_gallery', 'mf_downloads'],
      skippedRemotes: { mf_forms: 'build failed' },
      detailIds,
    });
    expect(skipped).toContainEqual({ path: '/Tc', remote: 'mf_forms', reason: 'build failed' });
    expect(skipped).toContainEqual({
      path: '/KidsCornerSubGallery',
      remote: 'mf_gallery',
      reason: 'the sitemap lists no /KidsCornerSubGallery page',
    });
    expect(skipped).toContainEqual({
      path: '/EventItem',
      remote: 'mf_downloads',
      reason: 'the sitemap lists no /EventItem page',
    });
  });
  it('covers the whole route table when everything is built', () => {
    const ids = Object.fromEntries(Object.keys(pickDetailIds('')).map((path) => [path, 'x']));
    const all = planRoutes({
      builtRemotes: ['mf_home', 'mf_gallery', 'mf_downloads', 'mf_forms', 'mf_kiosk'],
      skippedRemotes: {},
      detailIds: ids,
    });
    expect(all.routes).toHaveLength(routeNames.length);
  });
  it('filters by path, whatever the case', () => {
    const { routes } = planRoutes({
      builtRemotes: ['mf_home', 'mf_downloads'],
      skippedRemotes: {},
      detailIds,
      only: ['/', '/homework'],
    });
    expect(routes.map((r) => r.path)).toEqual(['/', '/HomeWork']);
  });
});
