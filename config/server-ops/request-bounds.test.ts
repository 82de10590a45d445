import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { connect } from 'node:net';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsWithin, TOO_DEEP } from './request-bounds.ts';
import { kindByRoute, opsServerOptions, registerServerOps } from './server-ops.ts';

const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server as every server of the site is made, with a page handler and one route that takes a body. */
async function boundedServer(options: FastifyServerOptions = {}) {
  const server = Fastify({ ...opsServerOptions(), ...options, forceCloseConnections: true });
  servers.push(server);
  registerServerOps(server, {
    registry: new Registry(),
    kindOf: kindByRoute([], { otherwise: 'x', unmatched: 'page' }),
  });
  let parsed = 0;
  server.post('/form', async (req) => ({ got: req.body ?? null }));
  server.delete('/session', async (_req, reply) => reply.code(204).send());
  server.addHook('preHandler', async () => void (parsed += 1));
  server.setNotFoundHandler((_req, reply) => reply.type('text/html').send('<p>page</p>'));
  return { server, parsed: () => parsed };
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsWithin', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsWithin('{"a":[{"b":1}]}', 3)).toBe(true);
    expect(nestsWithin('{"a":[{"b":1}]}', 2)).toBe(false);
    expect(nestsWithin('{"a":"[[[[[[\\"[[[["}', 1)).toBe(true);
    expect(nestsWithin(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsWithin(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(false);
  });
});

describe('a body', () => {
  it('posted to a page URL is refused with 405 before it is read, and the connection closed', async () => {
    const { server, parsed } = await boundedServer();
    const res = await server.inject({
      method: 'POST',
      url: '/News',
      headers: { 'content-type': 'application/json' },
      payload: nested(500_000),
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.headers.connection).toBe('close');
    expect(parsed()).toBe(0);
    expect((await server.inject('/News')).statusCode).toBe(200);
  });

  it('nested deeper than the limit is refused with 400 on a route that takes one', async () => {
    const { server } = await boundedServer();
    const deep = await server.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${nested(MAX_JSON_DEPTH)}}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe(TOO_DEEP);
    const fine = await server.inject({ method: 'POST', url: '/form', payload: { name: 'Ananya', list: [[1]] } });
    expect(fine.json()).toEqual({ got: { name: 'Ananya', list: [[1]] } });
  });

  it('over the default limit is refused with 413', async () => {
    const { server } = await boundedServer();
    const res = await server.inject({ method: 'POST', url: '/form', payload: { name: 'x'.repeat(20_000) } });
    expect(res.statusCode).toBe(413);
  });

  it('that poisons a prototype is refused', async () => {
    const { server } = await boundedServer();
    const res = await server.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(res.statusCode).toBe(400);
  });

  it('that is empty with a JSON type is no body: a log out sent so still logs out', async () => {
    const { server } = await boundedServer();
    const res = await server.inject({
      method: 'DELETE',
      url: '/session',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(204);
  });
});

describe('a slow client', () => {
  it('whose body trickles is closed at the deadline', async () => {
    // The site's deadlines, scaled down: 15 s and 10 s, checked every second.
    const { server } = await boundedServer({
      requestTimeout: 300,
      http: { headersTimeout: 200, connectionsCheckingInterval: 50 },
    } as FastifyServerOptions);
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    socket.write('POST /form HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{');
    const trickle = setInterval(() => socket.write(' '), 100);
    const answer = await new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
