import { describe, expect, it } from 'vitest';
import { renderedApart, renderingOf } from './rendering.ts';

describe('renderingOf', () => {
  it('tells a server-rendered page with its region, one whose region was left to the browser (or has none), and the plain index.html', () => {
    expect(renderingOf('{"runtime":{},"region":{"remote":"mf_home","seed":{}}}')).toBe('page and region on the server');
    expect(renderingOf('{"runtime":{}}')).toBe('page on the server');
    expect(renderingOf(null)).toBe('in the browser');
  });
});

describe('renderedApart', () => {
  it('passes routes both builds rendered alike on the server (the kiosk has no region in either)', () => {
    expect(
      renderedApart([
        { path: '/', federated: 'page and region on the server', monolith: 'page and region on the server' },
        { path: '/HomeKiosk', federated: 'page on the server', monolith: 'page on the server' },
      ]),
    ).toEqual([]);
  });

  it('names a route rendered differently, or in the browser by both', () => {
    const apart = renderedApart([
      { path: '/News', federated: 'page on the server', monolith: 'page and region on the server' },
      { path: '/Gallery', federated: 'in the browser', monolith: 'in the browser' },
    ]);
    expect(apart).toEqual([
      '/News: federated page on the server, monolith page and region on the server',
      '/Gallery: federated in the browser, monolith in the browser',
    ]);
  });
});
