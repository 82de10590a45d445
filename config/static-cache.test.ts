import { describe, expect, it } from 'vitest';
import { HOUR_CACHE, IMMUTABLE, NO_CACHE, staticCacheControl } from './static-cache.ts';

describe('staticCacheControl', () => {
  it('revalidates every file whose name a redeploy keeps, and pages', () => {
    for (const p of [
      '/',
      '/index.html',
      '/runtime-config.json',
      '/mf-manifest.json',
      '/mf-stats.json',
      '/remoteEntry.js',
      '/remoteEntry.js?v=2',
      '/sw.js',
      '/nested/dir/',
    ])
      expect(staticCacheControl(p), p).toBe(NO_CACHE);
  });

  it('keeps content-hashed assets for a year', () => {
    for (const p of [
      '/assets/index-abc.js',
      '/assets/photo-x.css',
      '/assets/sample-tc-x.pdf?download=1',
      '/remoteEntry-0123456789ab.js',
    ])
      expect(staticCacheControl(p), p).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('keeps no error, whatever the path', () => {
    for (const p of ['/assets/missing-abc.js', '/icons/missing.png', '/News'])
      expect(staticCacheControl(p, 404), p).toBe(NO_CACHE);
    expect(staticCacheControl('/icons/icon-192.png', 304)).toBe(HOUR_CACHE);
  });

  it('keeps any other file an hour', () => {
    for (const p of ['/favicon.svg', '/icons/icon-192.png', '/og-image.png', '/remoteEntry-BaHbdVdA.js', '/x-sw.js'])
      expect(staticCacheControl(p), p).toBe(HOUR_CACHE);
  });
});
