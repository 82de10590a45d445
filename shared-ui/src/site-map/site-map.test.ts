import { describe, expect, it } from 'vitest';
import { MAX_SHOWN } from '../lists/shown-param.ts';
import { pageKey } from './page-key.ts';
import { remoteNames } from '../runtime-config.ts';
import {
  breadcrumbOf,
  href,
  matchRoute,
  type PlainRouteName,
  type RouteEntry,
  type RouteName,
  routeNames,
  siteMap,
  pageTitle,
  TITLE_MAX,
} from './site-map.ts';

describe('siteMap', () => {
  it("has the site's 35 routes, each path once", () => {
    const paths = routeNames.map((n) => siteMap[n].path.toLowerCase());
    expect(paths).toHaveLength(35);
    expect(new Set(paths).size).toBe(35);
  });

  it('gives every route an owner, a title and a one-sentence description', () => {
    for (const name of routeNames) {
      const r = siteMap[name];
      expect(remoteNames).toContain(r.remote);
      expect(r.title).not.toBe('');
      expect(r.description).toMatch(/^[A-Z].*\.$/);
      expect(r.description).not.toMatch(/\.\s/);
    }
  });

  it('takes ?id= on the detail pages only', () => {
    expect(routeNames.filter((n) => siteMap[n].params.length > 0)).toEqual([
      'subGallery',
      'subActivities',
      'kidsCornerSubGallery',
      'circularItem',
      'newsItem',
      'schoolNoticeItem',
      'eventItem',
    ]);
  });

  it('gives each story its page under its list', () => {
    for (const [story, list] of [
      ['newsItem', 'news'],
      ['schoolNoticeItem', 'schoolNotice'],
      ['circularItem', 'circular'],
      ['eventItem', 'events'],
    ] as const) {
      expect(siteMap[story].remote).toBe(siteMap[list].remote);
      expect(siteMap[story].title).toBe(siteMap[list].title);
      expect(breadcrumbOf(story).at(-1)).toEqual({ label: siteMap[list].title, to: siteMap[list].path });
    }
    expect(href('newsItem', { id: 'n 1' })).toBe('/NewsItem?id=n%201');
    expect(pageKey('/newsitem/?utm_source=x&id=n-1&year=2024')).toBe('/NewsItem?id=n-1');
  });

  it('declares the filters of the list pages, the session of Toppers, the cards shown and the query of Search as view parameters', () => {
    const viewsOf = (n: RouteName) => (siteMap[n] as RouteEntry).viewParams ?? [];
    const withViews = routeNames.filter((n) => viewsOf(n).length > 0);
    expect(withViews).toEqual([
      'gallery',
      'activities',
      'kidsCorner',
      'videoGallery',
      'homeWork',
      'syllabus',
      'circular',
      'news',
      'schoolNotice',
      'events',
      'toppers',
      'search',
    ]);
    expect(viewsOf('videoGallery')).toEqual(['year', 'show']);
    expect(viewsOf('toppers')).toEqual(['session', 'q', 'show']);
    expect(viewsOf('search')).toEqual(['q']);
    for (const n of withViews.filter((n) => !['videoGallery', 'toppers', 'search'].includes(n)))
      expect(viewsOf(n)).toEqual(['year', 'month', 'q', 'show']);
  });

  it('shows only the kiosk without header and footer', () => {
    expect(routeNames.filter((n) => 'bare' in siteMap[n])).toEqual(['homeKiosk']);
  });
});

describe('matchRoute', () => {
  it('matches case-insensitively, as the router does', () => {
    expect(matchRoute('/ContactUs')?.name).toBe('contactUs');
    expect(matchRoute('/contactus')?.path).toBe('/Contactus');
    expect(matchRoute('/subgallery')?.name).toBe('subGallery');
  });

  it('ignores a trailing slash, a query and a hash', () => {
    expect(matchRoute('/Gallery/')?.name).toBe('gallery');
    expect(matchRoute('/SubGallery?id=3')?.name).toBe('subGallery');
    expect(matchRoute('/News#top')?.name).toBe('news');
    expect(matchRoute('/')?.name).toBe('home');
    expect(matchRoute('')?.name).toBe('home');
  });

  it('finds nothing for an unknown path or a sub-path', () => {
    expect(matchRoute('/NoSuchPage')).toBeUndefined();
    expect(matchRoute('/Gallery/3')).toBeUndefined();
  });
});

describe('pageKey', () => {
  it('drops tracking and unknown parameters', () => {
    expect(pageKey('/?fbclid=x')).toBe('/');
    expect(pageKey('/news?year=2024&utm_source=a&zzz=1')).toBe('/News?year=2024');
    expect(pageKey('/SubGallery?gclid=1&id=3')).toBe('/SubGallery?id=3');
    expect(pageKey('/About?id=3')).toBe('/About');
  });

  it("spells the path as the site map does, an alias's and a trailing slash's too", () => {
    expect(pageKey('/ContactUs')).toBe('/Contactus');
    expect(pageKey('/contactus/?x=1')).toBe('/Contactus');
    expect(pageKey('/GALLERY/')).toBe('/Gallery');
    expect(pageKey('')).toBe('/');
  });

  it('orders the parameters as the route declares them, whatever order was asked', () => {
    expect(pageKey('/News?q=exam&month=Mar&year=2024')).toBe('/News?year=2024&month=Mar&q=exam');
    expect(pageKey('/News?year=2024&q=exam&month=Mar')).toBe(pageKey('/News?month=Mar&year=2024&q=exam'));
    expect(pageKey('/Toppers?q=ann&session=2024-2025')).toBe('/Toppers?session=2024-2025&q=ann');
  });

  it('leaves out an empty filter, as the list reads it: no filter (what a filter form sends)', () => {
    expect(pageKey('/News?year=all&month=all&q=')).toBe('/News?year=all&month=all');
    expect(pageKey('/Toppers?session=&q=')).toBe('/Toppers');
  });

  it('keys ?show= by the whole pages it shows, bounded, and leaves out one page', () => {
    expect(pageKey('/News?show=48')).toBe('/News?show=48');
    expect(pageKey('/News?show=30')).toBe('/News?show=48');
    expect(pageKey('/News?year=2024&show=72&q=a')).toBe('/News?year=2024&q=a&show=72');
    for (const one of ['24', '1', '0', '-48', 'abc', '4.8e1', '']) expect(pageKey(`/News?show=${one}`)).toBe('/News');
    expect(pageKey(`/News?show=${'9'.repeat(400)}`)).toBe(`/News?show=${MAX_SHOWN}`);
    expect(pageKey(`/Gallery?show=${MAX_SHOWN * 10}`)).toBe(`/Gallery?show=${MAX_SHOWN}`);
    // A page with no list reads no ?show=.
    expect(pageKey('/About?show=48')).toBe('/About');
  });

  it('keeps the first of repeated parameters', () => {
    expect(pageKey('/SubGallery?id=3&id=4')).toBe('/SubGallery?id=3');
    expect(pageKey('/News?year=2024&year=2023&year=2022')).toBe('/News?year=2024');
  });

  it('encodes each value one way, keeps an empty id, and ignores the hash', () => {
    expect(pageKey('/News?q=a+b')).toBe('/News?q=a%20b');
    expect(pageKey('/News?q=a%20b')).toBe('/News?q=a%20b');
    expect(pageKey('/News?q=%61%26')).toBe('/News?q=a%26');
    // A broken escape does not throw: its bytes read as U+FFFD, a lone % as itself.
    expect(pageKey('/SubGallery?id=%E0%A4%A')).toBe('/SubGallery?id=%EF%BF%BD%25A');
    expect(pageKey('/SubGallery?id=')).toBe('/SubGallery?id=');
    expect(pageKey('/News?year=2024#top')).toBe('/News?year=2024');
  });

  it('keeps only the parameters a page reads', () => {
    expect(pageKey('/VideoGallery?year=2024&month=Mar&q=x')).toBe('/VideoGallery?year=2024');
    expect(pageKey('/Gallery?id=3&year=2024')).toBe('/Gallery?year=2024');
  });

  it('gives an unknown path without its query', () => {
    expect(pageKey('/NoSuchPage?id=3&fbclid=x')).toBe('/NoSuchPage');
    expect(pageKey('/Gallery/3?year=2024')).toBe('/Gallery/3');
    expect(pageKey('//evil.example/News?year=1')).toBe('//evil.example/News');
  });
});

describe('href', () => {
  it('gives the path of a route', () => {
    expect(href('home')).toBe('/');
    expect(href('gallery')).toBe('/Gallery');
    expect(href('contactUs')).toBe('/Contactus');
  });

  it('adds the query parameters a route declares, encoded', () => {
    expect(href('subGallery', { id: 3 })).toBe('/SubGallery?id=3');
    expect(href('kidsCornerSubGallery', { id: 'a b&c' })).toBe('/KidsCornerSubGallery?id=a%20b%26c');
  });

  it('refuses wrong names and parameters at compile time', () => {
    // @ts-expect-error: no such route
    expect(() => href('nowhere')).toThrow();
    // @ts-expect-error: Gallery takes no parameters
    expect(href('gallery', { id: 3 })).toBe('/Gallery');
    // @ts-expect-error: SubGallery needs its id
    expect(href('subGallery')).toBe('/SubGallery?id=');
    // @ts-expect-error: SubGallery takes id, not page
    expect(href('subGallery', { page: 3 })).toBe('/SubGallery?id=');
  });
});

describe('PlainRouteName', () => {
  it('names the routes a plain link reaches', () => {
    const plain: PlainRouteName[] = ['home', 'gallery'];
    // @ts-expect-error: SubGallery needs ?id=
    const detail: PlainRouteName = 'subGallery';
    expect([...plain, detail].map((n) => siteMap[n].params.length)).toEqual([0, 0, 1]);
  });
});

describe('breadcrumbOf', () => {
  it('links the parents, Home first', () => {
    expect(breadcrumbOf('subGallery')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Gallery', to: '/Gallery' },
    ]);
    expect(breadcrumbOf('subActivities').at(-1)).toEqual({ label: 'Achievements', to: '/Activites' });
    expect(breadcrumbOf('news')).toEqual([{ label: 'Home', to: '/' }]);
    expect(breadcrumbOf('home')).toEqual([]);
  });

  it('ends with the unlinked section a page sits under', () => {
    expect(breadcrumbOf('principalMessage')).toEqual([{ label: 'Home', to: '/' }, { label: 'School' }]);
    expect(breadcrumbOf('ourStaff')).toEqual([{ label: 'Home', to: '/' }, { label: 'Office Bearers' }]);
  });
});

describe('pageTitle', () => {
  it('names the page, then the school', () => {
    expect(pageTitle('News', "St. Mary's Convent School")).toBe("News | St. Mary's Convent School");
  });

  it('cuts a long item title at a word so the whole title stays within TITLE_MAX and the school shows', () => {
    const title = pageTitle('Constitution Day: students read the Preamble together', "St. Mary's Convent School");
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toBe("Constitution Day: students read the… | St. Mary's Convent School");
  });
});
