import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLoad, withQuery } from './measure.ts';

// A stand-in server, only to check the wiring (counts, statuses, encodings, unique queries); the
// numbers it yields mean nothing.
describe('measureLoad', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const seen: string[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.get('/*', async (req, reply) => {
      seen.push(req.url);
      if (req.url.startsWith('/missing')) return reply.code(404).send('no');
      const br = req.headers['accept-encoding']?.includes('br');
      return reply
        .header('content-type', 'text/html')
        .header('content-encoding', br ? 'br' : 'identity')
        .send('<p>page</p>');
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('counts requests, statuses and encodings, and times each response', async () => {
    const r = await measureLoad({ baseUrl, route: '/News', connections: 2, durationSec: 1 });
    expect(r.requests).toBeGreaterThan(10);
    expect(r.statuses).toEqual({ 200: r.requests });
    expect(r.encodings.br).toBeGreaterThanOrEqual(r.requests);
    expect(r.ttfb.count).toBeGreaterThanOrEqual(r.requests);
    expect(r.ttfb.p95).toBeGreaterThan(0);
    expect(r.response.p50).toBeGreaterThan(0);
    expect(r.rps).toBeGreaterThan(0);
  });

  it('asks for a new query on every request when uncached', async () => {
    seen.length = 0;
    const r = await measureLoad({ baseUrl, route: '/Gallery', connections: 2, durationSec: 1, unique: true });
    const gallery = seen.filter((u) => u.startsWith('/Gallery?nocache='));
    expect(gallery.length).toBeGreaterThanOrEqual(r.requests);
    expect(new Set(gallery).size).toBe(gallery.length);
  });

  it('reports other statuses', async () => {
    const r = await measureLoad({ baseUrl, route: '/missing', connections: 1, durationSec: 1 });
    expect(r.statuses).toEqual({ 404: r.requests });
  });
});

describe('withQuery', () => {
  it('adds nocache to a path with or without a query', () => {
    expect(withQuery('/News', 3)).toMatch(/^\/News\?nocache=\w+-3$/);
    expect(withQuery('/News?page=2', 3)).toMatch(/^\/News\?page=2&nocache=\w+-3$/);
  });
});
