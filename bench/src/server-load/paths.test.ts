import { describe, expect, it } from 'vitest';
import { pageKey } from '@school/shared-ui/page-key';
import { matchRoute } from '@school/shared-ui/site-map';
import { albumPathIn, fbclidPath, floodPath } from './paths.ts';

describe('floodPath', () => {
  const paths = Array.from({ length: 6 }, (_, i) => floodPath(i, 'run1'));

  it('is a page of its own every time: the page key keeps its one parameter', () => {
    expect(paths.slice(0, 2)).toEqual(['/SubGallery?id=run1-0', '/News?q=run1-1']);
    for (const path of paths) expect(pageKey(path)).toBe(path);
    expect(new Set(paths.map(pageKey)).size).toBe(paths.length);
  });

  it('asks two remotes in turn', () => {
    expect(new Set(paths.map((p) => matchRoute(p)?.remote))).toEqual(new Set(['mf_gallery', 'mf_downloads']));
  });
});

describe('fbclidPath', () => {
  it('is new every time, and every one is the page /', () => {
    expect(fbclidPath(1, 'run1')).toBe('/?fbclid=run1-1');
    expect(fbclidPath(2)).not.toBe(fbclidPath(3));
    expect(pageKey(fbclidPath(2))).toBe('/');
  });
});

describe('albumPathIn', () => {
  it('finds the first album of a sitemap', () => {
    const xml =
      '<urlset><url><loc>http://localhost:8080/News</loc></url>' +
      '<url><loc>http://localhost:8080/SubGallery?id=76b2</loc></url>' +
      '<url><loc>http://localhost:8080/SubGallery?id=96f1</loc></url></urlset>';
    expect(albumPathIn(xml)).toBe('/SubGallery?id=76b2');
    expect(albumPathIn('<urlset></urlset>')).toBeUndefined();
  });
});
