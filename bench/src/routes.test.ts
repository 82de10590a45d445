import { describe, expect, it } from 'vitest';
import { routeNames } from '@school/shared-ui/site-map';
import { pickDetailIds, planRoutes } from './routes.ts';

const gallery = [
  { category: 'Achievements', id: 'a-1' },
  { category: 'PhotoGallery', _id: 'p-1' },
  { category: 'PhotoGallery', id: 'p-2' },
  { category: 'kidsZone' },
];

describe('pickDetailIds', () => {
  it('takes the first item of each detail page category, by id or _id', () => {
    expect(pickDetailIds(gallery)).toEqual({
      '/SubGallery': 'p-1',
      '/SubActivites': 'a-1',
      '/KidsCornerSubGallery': undefined,
    });
  });
  it('survives an answer that is not a list', () => {
    expect(pickDetailIds({ error: 'x' })['/SubGallery']).toBeUndefined();
  });
});

describe('planRoutes', () => {
  const detailIds = pickDetailIds(gallery);
  it('measures every route of a built remote, and gives detail pages their id', () => {
    const { routes } = planRoutes({ builtRemotes: ['mf_gallery'], skippedRemotes: {}, detailIds });
    expect(routes.map((r) => r.url)).toContain('/SubGallery?id=p-1');
    expect(routes.every((r) => r.remote === 'mf_gallery')).toBe(true);
  });
  it('names why a route is not measured', () => {
    const { skipped } = planRoutes({
      builtRemotes: ['mf_gallery'],
      skippedRemotes: { mf_forms: 'build failed' },
      detailIds,
    });
    expect(skipped).toContainEqual({ path: '/Tc', remote: 'mf_forms', reason: 'build failed' });
    expect(skipped).toContainEqual({
      path: '/KidsCornerSubGallery',
      remote: 'mf_gallery',
      reason: 'no kidsZone album in the demo data',
    });
  });
  it('covers the whole route table when everything is built', () => {
    const all = planRoutes({
      builtRemotes: ['mf_home', 'mf_gallery', 'mf_downloads', 'mf_forms', 'mf_kiosk'],
      skippedRemotes: {},
      detailIds: { '/SubGallery': 'p', '/SubActivites': 'a', '/KidsCornerSubGallery': 'k' },
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
