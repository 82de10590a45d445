import { describe, expect, it, vi } from 'vitest';
import { matchRoute, namedRoute, routeNames } from '@school/shared-ui/site-map';
import { testRuntime } from '@school/shared-ui/testing';
import { renderShell } from '../src/server-entry.tsx';
import { shellPerRoute } from './shell-per-route.ts';

const regionOf = (url: string, html: string, unavailable = false) => {
  const route = matchRoute(url);
  return route && !route.bare ? { remote: route.remote, html, ...(unavailable && { unavailable }) } : undefined;
};
const ask = (url: string, html = '<h1>$& $1 region</h1>', unavailable = false) => ({
  url,
  route: matchRoute(url),
  runtime: testRuntime,
  region: regionOf(url, html, unavailable),
});

describe('shellPerRoute', () => {
  it("gives every route's pages, whatever their query, what rendering each would", async () => {
    const once = shellPerRoute(renderShell);
    const urls = [
      ...routeNames.map((name) => namedRoute(name).path),
      '/News?q=sports&year=2024',
      '/Search?q=fees',
      '/SubGallery?id=abc',
      '/?fbclid=new',
      '/NoSuchPage',
    ];
    for (const url of urls) {
      expect(await once(ask(url)), url).toEqual(await renderShell(ask(url)));
      expect(await once(ask(url, '', true)), `${url} unavailable`).toEqual(await renderShell(ask(url, '', true)));
    }
  });

  it('renders once per route, each unavailable region again, and again after a render that failed', async () => {
    const render = vi.fn(renderShell);
    const once = shellPerRoute(render);
    await once(ask('/News?q=a'));
    await once(ask('/News?q=b'));
    await once(ask('/News', '', true));
    await once(ask('/News', '', true));
    expect(render).toHaveBeenCalledTimes(3);

    const failing = vi.fn().mockRejectedValueOnce(new Error('threw')).mockImplementation(renderShell);
    const again = shellPerRoute(failing);
    await expect(again(ask('/Gallery'))).rejects.toThrow('threw');
    expect((await again(ask('/Gallery'))).html).toContain('region</h1>');
  });
});
