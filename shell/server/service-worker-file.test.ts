import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectPrecacheManifest, revisionOf, serviceWorkerRoutes } from './service-worker-file.ts';

const worker = 'precacheAndRoute(self.__WB_MANIFEST);';

describe('injectPrecacheManifest', () => {
  it("writes the precache list at the worker's one injection point", () => {
    expect(injectPrecacheManifest(worker, [{ url: '/offline', revision: 'abc' }])).toBe(
      'precacheAndRoute([{"url":"/offline","revision":"abc"}]);',
    );
  });

  it('refuses a worker without exactly one injection point', () => {
    expect(() => injectPrecacheManifest('precacheAndRoute([]);', [])).toThrow(/once \(found 0\)/);
    expect(() => injectPrecacheManifest(worker + worker, [])).toThrow(/once \(found 2\)/);
  });
});

describe('serviceWorkerRoutes', () => {
  it('answers the worker with the revision of the offline page it serves, both revalidated on every visit', async () => {
    const serve = async (offlinePage: string) => {
      const server = Fastify();
      await server.register(serviceWorkerRoutes, { worker, offlinePage });
      const [sw, page] = [await server.inject('/sw.js'), await server.inject('/offline')];
      await server.close();
      return { sw, page };
    };
    const first = await serve('<h1>Offline</h1>');
    expect(first.sw.headers['cache-control']).toBe('no-cache');
    expect(first.sw.headers['content-type']).toMatch(/^text\/javascript/);
    expect(first.sw.body).toContain(`{"url":"/offline","revision":"${revisionOf('<h1>Offline</h1>')}"}`);
    expect(first.page.body).toBe('<h1>Offline</h1>');
    expect(first.page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.page.headers['cache-control']).toBe('no-cache');
    // A new page (a redeploy) is a new worker, which browsers install.
    expect((await serve('<h1>Offline!</h1>')).sw.body).not.toBe(first.sw.body);
  });
});
