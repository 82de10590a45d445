import Fastify, { type FastifyInstance } from 'fastify';
import { Agent, request } from 'node:http';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { HEALTH_LIVE_PATH, HEALTH_READY_PATH, kindByRoute, opsServerOptions, registerServerOps } from './server-ops.ts';
import type { ReadinessChecks } from './server-ops.ts';

const servers: FastifyInstance[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

type Line = { reqId?: string; msg: string; kind?: string; status?: number; req?: { url: string }; dropped?: number };

function serverWith({
  ready,
  linesPerSecond,
  keepAliveTimeout,
}: { ready?: ReadinessChecks; linesPerSecond?: number; keepAliveTimeout?: number } = {}) {
  const lines: Line[] = [];
  const log = {
    level: 'info' as const,
    linesPerSecond,
    stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
  };
  const server = Fastify({
    ...opsServerOptions(log),
    forceCloseConnections: true,
    ...(keepAliveTimeout ? { keepAliveTimeout } : {}),
  });
  servers.push(server);
  const registry = new Registry();
  const kindOf = kindByRoute([[/^\/pages\//, 'page']], { otherwise: 'other', unmatched: 'not-found' });
  const ops = registerServerOps(server, { registry, kindOf, ready, log });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  server.get('/boom', async (req) => {
    throw new Error(`cannot answer ${decodeURIComponent(req.url)}`);
  });
  server.get('/pages/:name', async (req) => ({ page: (req.params as { name: string }).name }));
  server.get('/slow', async () => {
    arrive();
    await held;
    return 'done';
  });
  return { server, registry, lines, ops, release, arrived };
}

describe('liveness and readiness', () => {
  it('live answers while the process runs; ready names each check and answers 503 while one fails', async () => {
    let store = true;
    const { server } = serverWith({
      ready: {
        store: () => store,
        entry: async () => {
          throw new Error('cannot tell');
        },
      },
    });
    const live = await server.inject(HEALTH_LIVE_PATH);
    expect(live.statusCode).toBe(200);
    expect(live.headers['cache-control']).toBe('no-store');
    const notReady = await server.inject(HEALTH_READY_PATH);
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ status: 'not ready', checks: { store: 'ok', entry: 'failing' } });
    store = false;
    expect((await server.inject(HEALTH_READY_PATH)).json().checks.store).toBe('failing');
  });

  it('is ready when every check holds', async () => {
    const { server } = serverWith({ ready: { store: () => true } });
    const res = await server.inject(HEALTH_READY_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { store: 'ok' } });
  });
});

describe('access lines and metrics', () => {
  it('writes one line a request with its id (a good x-request-id is kept), kind and status, the URL escaped', async () => {
    const { server, lines } = serverWith();
    await server.inject({ url: '/pages/news?q=%0A%1B', headers: { 'x-request-id': 'shell-42' } });
    await server.inject({ url: '/nowhere', headers: { 'x-request-id': 'bad id\nwith a break' } });
    await server.inject(HEALTH_LIVE_PATH);
    const access = lines.filter((l) => l.msg === 'request');
    expect(access).toHaveLength(2);
    expect(access[0]).toMatchObject({
      reqId: 'shell-42',
      kind: 'page',
      status: 200,
      req: { url: '/pages/news?q=%0A%1B' },
    });
    expect(access[1]).toMatchObject({ kind: 'not-found', status: 404 });
    expect(access[1]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("writes a failure's line, its message escaped, whatever the budget", async () => {
    const { server, lines } = serverWith({ linesPerSecond: 1 });
    await server.inject('/pages/first');
    const res = await server.inject('/boom?x=%0A%1B');
    expect(res.statusCode).toBe(500);
    const failure = lines.find((l) => l.msg === 'request failed') as Line & { err?: { message: string } };
    expect(failure?.err?.message).toBe('cannot answer /boom?x=\\n\\x1b');
  });

  it('writes at most linesPerSecond access lines in a flood, and says how many it left out', async () => {
    const { server, lines } = serverWith({ linesPerSecond: 3 });
    for (let i = 0; i < 20; i++) await server.inject(`/pages/p${i}`);
    await server.close();
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(3);
    expect(lines.find((l) => l.msg === 'access lines left out')).toMatchObject({ dropped: 17 });
  });

  it('counts requests by kind and status, and times them', async () => {
    const { server, registry } = serverWith();
    await server.inject('/pages/a');
    await server.inject('/pages/b');
    await server.inject('/nowhere');
    const text = await registry.metrics();
    expect(text).toContain('school_http_requests_total{kind="page",status="200"} 2');
    expect(text).toContain('school_http_requests_total{kind="not-found",status="404"} 1');
    expect(text).toContain('school_http_request_duration_seconds_count{kind="page"} 2');
  });
});

/** A plain HTTP GET, on its own connection unless an agent keeps one: what a visitor's browser would get. */
const get = (port: number, path: string, agent: Agent | false = false) =>
  new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    req.end();
  });

describe('a graceful stop', () => {
  it('stops accepting, says not ready, and finishes the request in flight before it closes', async () => {
    const { server, ops, release, arrived } = serverWith();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const slow = get(port, '/slow');
    await arrived;
    let drained = false;
    const draining = ops.drain(5_000).then(() => (drained = true));
    await expect(get(port, '/pages/x')).rejects.toThrow(/ECONNREFUSED/);
    expect((await server.inject(HEALTH_READY_PATH)).json()).toEqual({ status: 'stopping' });
    expect(drained).toBe(false);
    release();
    await expect(slow).resolves.toEqual({ status: 200, connection: 'close', body: 'done' });
    await draining;
    expect(drained).toBe(true);
  });

  it('answers what an idle kept-alive connection sends later in the stop, and closes once it is gone', async () => {
    const { server, ops } = serverWith({ keepAliveTimeout: 2_000 });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, '/pages/a', agent)).connection).toBe('keep-alive');
    let drained = false;
    const draining = ops.drain(5_000).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 700));
    await expect(get(port, '/pages/b', agent)).resolves.toEqual({
      status: 200,
      connection: 'close',
      body: '{"page":"b"}',
    });
    await draining;
    expect(drained).toBe(true);
    agent.destroy();
  });

  it('tells a kept-alive client how long an idle connection stays open', async () => {
    const { server } = serverWith();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const agent = new Agent({ keepAlive: true });
    const res = await new Promise<string | undefined>((resolve, reject) =>
      request({ port, host: '127.0.0.1', path: '/pages/a', agent }, (r) => {
        r.resume();
        r.on('end', () => resolve(String(r.headers['keep-alive'])));
      })
        .on('error', reject)
        .end(),
    );
    expect(res).toBe('timeout=5');
    agent.destroy();
  });

  it('closes after its bound even if a request never ends', async () => {
    const { server, ops, arrived } = serverWith();
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as { port: number };
    const slow = get(port, '/slow').catch((error: Error) => error.message);
    await arrived;
    await ops.drain(600);
    expect(await slow).toMatch(/socket hang up|ECONNRESET/);
  });
});
