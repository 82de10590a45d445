import type { FastifyInstance } from 'fastify';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from '@school/shared-ui/site-map';
import { testRuntime } from '@school/shared-ui/testing';
import { canonicalLocation } from './canonical-redirect.ts';
import { startShellServer } from './shell-server.ts';
import { makeShellBuild } from './testing/shell-build.ts';

const locationOf = (url: string) => canonicalLocation(url, matchRoute(url));

describe('canonicalLocation', () => {
  it('sends another letter case to the site map spelling', () => {
    expect(locationOf('/about')).toBe('/About');
    expect(locationOf('/ABOUT')).toBe('/About');
    expect(locationOf('/ContactUs')).toBe('/Contactus');
  });

  it('drops a trailing slash and keeps the query as it was asked', () => {
    expect(locationOf('/About/')).toBe('/About');
    expect(locationOf('/News/?year=2024&utm_source=x')).toBe('/News?year=2024&utm_source=x');
    expect(locationOf('/subgallery?id=3')).toBe('/SubGallery?id=3');
  });

  it('sends /index.html to the home page', () => {
    expect(locationOf('/index.html')).toBe('/');
    expect(locationOf('/INDEX.HTML?fbclid=1')).toBe('/?fbclid=1');
  });

  it('leaves the canonical address, an unknown path and a path that merely looks alike', () => {
    for (const url of ['/', '/About', '/News?year=2024', '/SubGallery?id=3', '/NoSuchPage', '/Gallery/3', '//About'])
      expect(locationOf(url)).toBeUndefined();
  });
});

describe("the shell's server", () => {
  const root = makeShellBuild('shell-canonical');
  const regions = async () => ({ html: '<h1>Page</h1>', styles: '', data: {}, meta: {}, degraded: false });
  let server: FastifyInstance;
  beforeAll(async () => {
    ({ server } = await startShellServer({ root, port: 0, runtimeConfig: testRuntime, regions }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['/about', '/About'],
    ['/ABOUT', '/About'],
    ['/About/', '/About'],
    ['/News/?year=2024', '/News?year=2024'],
    ['/ContactUs', '/Contactus'],
    ['/index.html', '/'],
  ])('answers %s with a permanent redirect to %s', async (url, location) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await server.inject({ method, url });
      expect(res.statusCode, method).toBe(301);
      expect(res.headers.location, method).toBe(location);
    }
  });

  it('answers the canonical address itself', async () => {
    const res = await server.inject({ url: '/About' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Page</h1>');
  });
});
