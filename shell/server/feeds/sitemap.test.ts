import { describe, expect, it } from 'vitest';
import { albumPaths, buildRobots, buildSitemap, publicPaths, SITEMAP_URL_LIMIT, storyUrls } from './sitemap.ts';

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

describe('storyUrls', () => {
  const today = { year: 2025, monthIndex: 11, day: 31 };
  it("gives each entry its story page by its key, dated by the entry's own calendar day", () => {
    expect(
      storyUrls(
        'newsItem',
        [
          { key: 'n1', date: '2024-03-05T23:30:00.000Z' },
          { key: 'No id|', date: '' },
          { key: 'n 3', date: 'not a date' },
        ],
        today,
      ),
    ).toEqual([
      { path: '/NewsItem?id=n1', lastmod: '2024-03-05' },
      { path: '/NewsItem?id=No%20id%7C' },
      { path: '/NewsItem?id=n%203' },
    ]);
    expect(storyUrls('eventItem', [{ key: 'e1', date: '2025-12-24' }], today)).toEqual([
      { path: '/EventItem?id=e1', lastmod: '2025-12-24' },
    ]);
  });

  it("dates no entry after the school's today: an event still to come has not changed then", () => {
    expect(
      storyUrls(
        'eventItem',
        [
          { key: 'past', date: '2025-12-30' },
          { key: 'today', date: '2025-12-31' },
          { key: 'soon', date: '2026-01-01' },
        ],
        today,
      ),
    ).toEqual([
      { path: '/EventItem?id=past', lastmod: '2025-12-30' },
      { path: '/EventItem?id=today', lastmod: '2025-12-31' },
      { path: '/EventItem?id=soon' },
    ]);
  });
});

describe('buildSitemap', () => {
  it('dates a URL with lastmod where it has a day, lists each path once and stops at the limit', () => {
    const xml = buildSitemap('https://school.test', [
      '/',
      { path: '/CircularItem?id=c1', lastmod: '2024-06-01' },
      { path: '/CircularItem?id=c1', lastmod: '2023-01-01' },
    ]);
    expect(xml).toContain('<url><loc>https://school.test/CircularItem?id=c1</loc><lastmod>2024-06-01</lastmod></url>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    const many = Array.from({ length: SITEMAP_URL_LIMIT + 5 }, (_, i) => `/NewsItem?id=${i}`);
    expect(buildSitemap('https://school.test', many).match(/<url>/g)).toHaveLength(SITEMAP_URL_LIMIT);
  });

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
