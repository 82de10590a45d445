import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureLoad, startLoad } from './measure.ts';

// A stand-in server, only to check the wiring (counts, statuses, encodings, kinds, new URLs); the
// numbers it yields mean nothing.
describe('measureLoad', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  const seen: string[] = [];
  const waiting: { url: string; count: number; arrived: () => void }[] = [];
  /** Resolves once the server has been asked for `url` `count` times. */
  const asked = (url: string, count: number) =>
    new Promise<void>((arrived) => {
      waiting.push({ url, count, arrived });
      check();
    });
  const check = () => {
    for (const w of waiting) if (seen.filter((u) => u === w.url).length >= w.count) w.arrived();
  };

  beforeAll(async () => {
    app = Fastify();
    app.get('/*', async (req, reply) => {
      seen.push(req.url);
      check();
      if (req.url.startsWith('/missing'))
        return reply.code(404).header('cache-control', 'public, max-age=0, s-maxage=2').send('no');
      const br = req.headers['accept-encoding']?.includes('br');
      return reply
        .header('content-type', 'text/html')
        .header('content-encoding', br ? 'br' : 'identity')
        .header('cache-control', 'public, max-age=0, s-maxage=10, stale-while-revalidate=60')
        .send('<p>page</p>');
    });
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => app.close());

  it('counts requests, statuses, encodings and kinds of page, and times each response', async () => {
    // An amount, not a second of requests: a second at full speed keeps both cores of the unit run busy.
    const r = await measureLoad({ baseUrl, path: '/News', connections: 2, durationSec: 5, amount: 200 });
    expect(r.label).toBe('/News');
    expect(r.requests).toBeGreaterThan(10);
    expect(r.statuses).toEqual({ 200: r.requests });
    expect(r.encodings.br).toBeGreaterThanOrEqual(r.requests);
    expect(r.answers.whole).toBeGreaterThanOrEqual(r.requests);
    expect(r.ttfb.count).toBeGreaterThanOrEqual(r.requests);
    expect(r.ttfb.p95).toBeGreaterThan(0);
    expect(r.response.p50).toBeGreaterThan(0);
    expect(r.rps).toBeGreaterThan(0);
  });

  it('asks a new path on every request, and stops after `amount`', async () => {
    seen.length = 0;
    const r = await measureLoad({
      baseUrl,
      path: (n) => `/Gallery?n=${n}`,
      label: 'new galleries',
      connections: 2,
      durationSec: 5,
      amount: 40,
    });
    expect(r).toMatchObject({ label: 'new galleries', requests: 40 });
    // A request of the test before may still come in.
    const galleries = seen.filter((url) => url.startsWith('/Gallery'));
    expect(galleries).toHaveLength(40);
    expect(new Set(galleries).size).toBe(40);
  });

  it('keeps to a rate per connection', async () => {
    const r = await measureLoad({ baseUrl, path: '/News', connections: 1, durationSec: 1, ratePerConnection: 10 });
    // autocannon sends a connection's rate at once, then again on each tick of a one-second timer
    // that runs beside the run's own: a run of 1.0 s can see two such bursts, a starved one more.
    // Without the rate, a server this small answers thousands in that time.
    const bursts = Math.floor(r.durationSec) + 1;
    expect(r.requests).toBeGreaterThan(0);
    expect(r.requests).toBeLessThanOrEqual(10 * bursts);
  });

  it('stops when asked', async () => {
    const load = startLoad({ baseUrl, path: '/Stopping', connections: 1, durationSec: 30 });
    // One request at a time on its one connection: the second reaches the server only once the
    // first has been answered and counted. Stopped then, not after a fixed time in which a busy
    // machine may have answered none.
    await asked('/Stopping', 2);
    const stoppedAt = Date.now();
    load.stop();
    const r = await load.done;
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(r.requests).toBeGreaterThan(0);
  });

  it('reports other statuses and kinds', async () => {
    const r = await measureLoad({ baseUrl, path: '/missing', connections: 1, durationSec: 5, amount: 20 });
    expect(r.statuses).toEqual({ 404: r.requests });
    expect(r.answers).toEqual({ brief: r.requests });
  });
});
