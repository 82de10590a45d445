import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-windows.ts';

describe('cacheControlFor', () => {
  it('lets a CDN keep good pages with the cache windows, and other pages briefly', () => {
    expect(cacheControlFor({ status: 200, degraded: false })).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
    );
    expect(cacheControlFor({ status: 200, degraded: true })).toBe('public, max-age=0, s-maxage=2');
    expect(cacheControlFor({ status: 404, degraded: false })).toBe('public, max-age=0, s-maxage=2');
    expect(
      cacheControlFor({ status: 200, degraded: false }, { freshMs: 30_000, staleMs: 300_000, degradedMs: 5_000 }),
    ).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
  });
});
