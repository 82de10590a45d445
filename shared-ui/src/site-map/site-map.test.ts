import { describe, expect, it } from 'vitest';
import { remoteNames } from '../runtime-config.ts';
import { breadcrumbOf, href, matchRoute, type PlainRouteName, routeNames, siteMap } from './site-map.ts';

describe('siteMap', () => {
  it("has the site's 30 routes, each path once", () => {
    const paths = routeNames.map((n) => siteMap[n].path.toLowerCase());
    expect(paths).toHaveLength(30);
    expect(new Set(paths).size).toBe(30);
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
    ]);
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
