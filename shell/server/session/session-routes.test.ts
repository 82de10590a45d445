import Fastify, { type FastifyInstance } from 'fastify';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@school/shared-api';
import { proxiedRoutes } from './session-proxy.ts';
import { SESSION_COOKIE, SESSION_MAX_AGE_S, sessionRoutes, withSession } from './session-routes.ts';
import { memoryStore } from './shared-store.ts';
import { signInRules } from './sign-in-limits.ts';

const schoolCode = 'TEST01';
let provider: FastifyInstance;
let shell: FastifyInstance;
let providerUrl = '';
let shellUrl = '';
/** What the provider saw of each call it got. */
const seen: {
  url: string;
  authorization?: string | undefined;
  cookie?: string | undefined;
  key?: string | undefined;
  visitor?: string | undefined;
  body?: unknown;
}[] = [];

beforeAll(async () => {
  provider = Fastify();
  provider.addHook(
    'onRequest',
    async (req) =>
      void seen.push({
        url: req.url,
        authorization: req.headers.authorization,
        cookie: req.headers.cookie,
        ...(req.headers['idempotency-key'] ? { key: String(req.headers['idempotency-key']) } : {}),
        ...(req.headers['x-school-visitor-key']
          ? { visitor: `${String(req.headers['x-school-visitor'])} ${String(req.headers['x-school-visitor-key'])}` }
          : {}),
      }),
  );
  provider.post('/api/form/:school/:formType', async (_req, reply) => reply.code(201).send({ id: 'r-1' }));
  provider.post('/api/login/:school', async (req, reply) => {
    const { password } = req.body as { password: string };
    if (password !== 'demo123') return reply.code(401).send({ error: 'Invalid mobile number or password' });
    return { token: 'tok-secret', name: 'Demo Parent' };
  });
  provider.get('/api/topper/:school', async (req, reply) =>
    reply.header('set-cookie', 'provider=1').send([{ name: 'A', seenAuth: req.headers.authorization ?? null }]),
  );
  provider.post('/api/tc/:school', async (req) => ({ data: 'tc/1.jpg', echo: req.body }));
  provider.get('/api/news/all/:school', async () => []);
  providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
  shell = await shellOn(providerUrl);
  shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
});

/** A shell's session routes; these tests sign in more often than a client may, so the limits are wide. */
async function shellOn(apiBaseUrl: string, server = Fastify(), visitorKey?: string) {
  await server.register(sessionRoutes, {
    visitorKey,
    runtime: { apiBaseUrl, schoolCode },
    store: memoryStore(),
    publicOrigin: 'http://localhost',
    rules: { ...signInRules, attemptsPerClientPerMinute: 1000, freeFailures: 1000 },
  });
  return server;
}

afterAll(async () => {
  await shell.close();
  await provider.close();
});

const login = (password: string) =>
  shell.inject({ method: 'POST', url: '/session', payload: { mobileno: '9876543210', password } });
const cookieOf = (res: Awaited<ReturnType<typeof login>>) => res.cookies.find((c) => c.name === SESSION_COOKIE);

describe('POST /session (login)', () => {
  it('logs in at the provider, keeps the token in an HttpOnly cookie and answers only the name', async () => {
    const res = await login('demo123');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'Demo Parent' });
    expect(res.body).not.toContain('tok-secret');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = cookieOf(res);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/session', maxAge: SESSION_MAX_AGE_S });
    expect(cookie?.secure).toBeUndefined();
    expect(seen.at(-1)).toMatchObject({ url: `/api/login/${schoolCode}`, authorization: undefined });
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const https = await shellOn(providerUrl, Fastify({ trustProxy: true }));
    const res = await https.inject({
      method: 'POST',
      url: '/session',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { mobileno: '9876543210', password: 'demo123' },
    });
    expect(cookieOf(res)?.secure).toBe(true);
    await https.close();
  });

  it("passes the provider's refusal on with its status and message, and sets no cookie", async () => {
    const res = await login('wrong');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Invalid mobile number or password' });
    expect(cookieOf(res)).toBeUndefined();
  });

  it('answers 502 when the provider cannot be reached', async () => {
    const offline = await shellOn('http://127.0.0.1:9');
    const res = await offline.inject({
      method: 'POST',
      url: '/session',
      payload: { mobileno: '9876543210', password: 'demo123' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'The school server could not be reached' });
    await offline.close();
  });

  it("names the visitor a post came from to the provider, with the site's key", async () => {
    const keyed = await shellOn(providerUrl, Fastify(), 'site-key');
    await keyed.inject({
      method: 'POST',
      url: `/session/api/form/${schoolCode}/Admission`,
      remoteAddress: '198.51.100.23',
      payload: { mobileno: '9876543210' },
    });
    await keyed.close();
    expect(seen.at(-1)?.visitor).toBe('198.51.100.23 site-key');
  });

  it.each([
    ['an admission post', `/session/api/form/${schoolCode}/Admission`],
    ['a TC post', `/session/api/tc/${schoolCode}`],
  ])('answers %s 502 or 503, never 500, when the provider cannot be reached', async (_, url) => {
    const offline = await shellOn('http://127.0.0.1:9');
    const res = await offline.inject({ method: 'POST', url, payload: { name: 'Ananya', admission: 'A-1' } });
    await offline.close();
    expect([502, 503]).toContain(res.statusCode);
    expect(res.json()).toEqual({ error: 'The school server could not be reached' });
  });

  it('refuses a body over the limit', async () => {
    const res = await shell.inject({
      method: 'POST',
      url: '/session',
      payload: { mobileno: '9876543210', password: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('GET and DELETE /session', () => {
  it('GET answers the signed-in name, or 204 (no content) without a session', async () => {
    const cookie = cookieOf(await login('demo123'));
    const who = await shell.inject({
      method: 'GET',
      url: '/session',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    });
    expect(who.json()).toEqual({ name: 'Demo Parent' });
    expect((await shell.inject({ method: 'GET', url: '/session' })).statusCode).toBe(204);
    expect(
      (await shell.inject({ method: 'GET', url: '/session', cookies: { [SESSION_COOKIE]: 'not-ours' } })).statusCode,
    ).toBe(204);
  });

  it('DELETE clears the cookie', async () => {
    const res = await shell.inject({ method: 'DELETE', url: '/session', cookies: { [SESSION_COOKIE]: 'x' } });
    expect(res.statusCode).toBe(204);
    const cleared = cookieOf(res);
    expect(cleared).toMatchObject({ value: '', path: '/session', httpOnly: true });
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });
});

describe('the proxy of the auth-header calls', () => {
  it('adds Authorization from the cookie only, and forwards no cookie nor the page’s own Authorization', async () => {
    const cookie = cookieOf(await login('demo123'));
    const res = await shell.inject({
      method: 'GET',
      url: `/session/api/topper/${schoolCode}?limit=3`,
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '', other: 'x' },
      headers: { authorization: 'forged' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ name: 'A', seenAuth: 'tok-secret' }]);
    expect(seen.at(-1)).toEqual({
      url: `/api/topper/${schoolCode}?limit=3`,
      authorization: 'tok-secret',
      cookie: undefined,
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('forwards signed out without Authorization (the auth endpoints answer either way)', async () => {
    const res = await shell.inject({
      method: 'GET',
      url: `/session/api/topper/${schoolCode}`,
      headers: { authorization: 'forged' },
    });
    expect(res.json()).toEqual([{ name: 'A', seenAuth: null }]);
  });

  it('forwards the TC post with its body', async () => {
    const cookie = cookieOf(await login('demo123'));
    const body = { name: 'Ananya', admission: 'A-1' };
    const res = await shell.inject({
      method: 'POST',
      url: `/session/api/tc/${schoolCode}`,
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
      payload: body,
    });
    expect(res.json()).toEqual({ data: 'tc/1.jpg', echo: body });
    expect(seen.at(-1)?.authorization).toBe('tok-secret');
  });

  it("forwards a form post's idempotency key, and the admission post without the session's token", async () => {
    const cookie = cookieOf(await login('demo123'));
    const key = 'k'.repeat(32);
    const res = await shell.inject({
      method: 'POST',
      url: `/session/api/form/${schoolCode}/Admission`,
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
      headers: { 'idempotency-key': key },
      payload: { mobileno: '9876543210' },
    });
    expect(res.statusCode).toBe(201);
    expect(seen.at(-1)).toEqual({
      url: `/api/form/${schoolCode}/Admission`,
      authorization: undefined,
      cookie: undefined,
      key,
    });

    await shell.inject({
      method: 'POST',
      url: `/session/api/tc/${schoolCode}`,
      headers: { 'idempotency-key': key },
      payload: { name: 'Ananya', admission: 'A-1' },
    });
    expect(seen.at(-1)?.key).toBe(key);
  });

  it.each([
    ['a public endpoint', 'GET', `/session/api/news/all/${schoolCode}`],
    ['another school', 'GET', '/session/api/topper/OTHER'],
    ['the wrong method', 'POST', `/session/api/topper/${schoolCode}`],
    ['the login itself', 'POST', `/session/api/login/${schoolCode}`],
  ])('refuses %s', async (_, method, url) => {
    const before = seen.length;
    const res = await shell.inject({
      method: method as 'GET' | 'POST',
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(res.statusCode).toBe(404);
    expect(seen.length).toBe(before);
  });

  it.each([
    ['a path that climbs', 'GET', `/session/api/topper/${schoolCode}/../../news/all/${schoolCode}`],
    [
      'backslashes to the login',
      'POST',
      `/session/api/form/${schoolCode}/x\\..\\..\\..\\..\\api\\login\\${schoolCode}`,
    ],
    ['an encoded slash to the login', 'POST', `/session/api/form/${schoolCode}/x%2f..%2f..%2flogin%2f${schoolCode}`],
    ['encoded dots', 'POST', `/session/api/form/${schoolCode}/%2e%2e/%2e%2e/login/${schoolCode}`],
  ])('refuses %s with 400 before anything reaches the provider, sent raw over HTTP', async (_, method, path) => {
    const before = seen.length;
    const answer = await rawRequest(
      shellUrl,
      method,
      path,
      JSON.stringify({ mobileno: '9876543210', password: 'demo123' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body).not.toContain('tok-secret');
    expect(seen.length).toBe(before);
  });

  it('allows exactly the endpoints the contract marks auth, and the form posts', () => {
    const allowed = proxiedRoutes(schoolCode);
    expect(allowed).toHaveLength(Object.values(endpoints).filter((e) => e.auth).length + 1);
    expect(allowed.find((r) => r.pattern.test(`/api/form/${schoolCode}/Admission`))).toMatchObject({ auth: false });
    expect(allowed.some((r) => r.pattern.test(`/api/circular/all/${schoolCode}`))).toBe(true);
    expect(allowed.some((r) => r.pattern.test(`/api/highlight/${schoolCode}`))).toBe(false);
  });
});

describe('withSession', () => {
  it('names the session route in the runtime configuration the browser gets', () => {
    expect(withSession({ schoolCode })).toEqual({ schoolCode, session: '/session' });
  });
});

/** As curl --path-as-is sends it: the path is not normalised on the way. */
function rawRequest(base: string, method: string, path: string, body: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const headers = { 'content-type': 'application/json' };
    const req = request({ hostname, port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
