import { describe, expect, it } from 'vitest';
import { albumPaths, buildRobots, buildSitemap, publicPaths } from './sitemap.ts';

describe('publicPaths', () => {
  it('lists every page without parameters but the kiosk and the sign-in page', () => {
    const paths = publicPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/News');
    expect(paths).toContain('/Gallery');
    expect(paths).toContain('/Admission');
    expect(paths).not.toContain('/HomeKiosk');
    expect(paths).not.toContain('/Login');
    expect(paths).not.toContain('/SubGallery');
  });
});

describe('albumPaths', () => {
  it("gives each album its section's detail page, once, and skips what no section lists", () => {
    expect(
      albumPaths([
        { category: 'PhotoGallery', id: 'g1' },
        { category: 'PhotoGallery', _id: 'g1' },
        { category: 'Achievements', _id: 'a 1' },
        { category: 'kidsZone', id: 'k1' },
        { category: 'Achivements', id: 'kiosk-only' },
        { category: 'PhotoGallery' },
      ]),
    ).toEqual(['/SubGallery?id=g1', '/SubActivites?id=a%201', '/KidsCornerSubGallery?id=k1']);
  });
});

describe('buildSitemap', () => {
  it('is a urlset of absolute, escaped URLs on the given origin', () => {
    const xml = buildSitemap('https://school.test/', ['/', '/SubGallery?id=a&b<']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://school.test/</loc></url>');
    expect(xml).toContain('<url><loc>https://school.test/SubGallery?id=a&amp;b&lt;</loc></url>');
  });
});

describe('buildRobots', () => {
  it('disallows the kiosk and the sign-in page and names the sitemap', () => {
    expect(buildRobots('https://school.test')).toBe(
      'User-agent: *\nDisallow: /HomeKiosk\nDisallow: /Login\n\nSitemap: https://school.test/sitemap.xml\n',
    );
  });
});
