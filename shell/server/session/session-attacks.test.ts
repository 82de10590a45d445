// Each attack of issue 26, tried on the session routes as an attacker would, and what it gets now.
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustProxyOption } from '@school/config/start-settings';
import { signInWaitMessage } from '@school/shared-api';
import { CROSS_SITE_REFUSED } from './same-origin-guard.ts';
import { startRedis, type RedisProcess } from '../testing/redis-process.ts';
import { SESSION_COOKIE, sessionRoutes } from './session-routes.ts';
import { memoryStore, redisStore, type Session, type SharedStore } from './shared-store.ts';
import { signInRules, waitAfter, type SignInRules } from './sign-in-limits.ts';

const schoolCode = 'TEST01';
const PUBLIC_ORIGIN = 'https://school.example';
const passwords: Record<string, string> = { '9876543210': 'demo123', '9123456789': 'secret99' };
let provider: FastifyInstance;
let providerUrl = '';
let redis: RedisProcess;
/** What reached the provider: logins tried, and the Authorization of each auth call. */
const logins: string[] = [];
const authorizations: (string | undefined)[] = [];

beforeAll(async () => {
  provider = Fastify();
  provider.post('/api/login/:school', async (req, reply) => {
    const { mobileno, password } = req.body as { mobileno: string; password: string };
    logins.push(mobileno);
    if (passwords[mobileno] !== password) return reply.code(401).send({ error: 'Invalid mobile number or password' });
    return { token: `tok-${mobileno}`, name: 'Demo Parent' };
  });
  provider.get('/api/topper/:school', async (req) => {
    authorizations.push(req.headers.authorization);
    return [];
  });
  provider.post('/api/tc/:school', async (req) => {
    authorizations.push(req.headers.authorization);
    return { data: 'tc/1.jpg' };
  });
  providerUrl = await provider.listen({ port: 0, host: '127.0.0.1' });
  redis = await startRedis();
});

const opened: { server: FastifyInstance; store: SharedStore }[] = [];
afterAll(async () => {
  await Promise.all(opened.map(async ({ server, store }) => Promise.all([server.close(), store.close()])));
  await Promise.all([provider.close(), redis.stop()]);
});

type ShellOptions = { store?: SharedStore; rules?: Partial<SignInRules>; trusted?: string[]; maxAgeS?: number };
/** The shell's session routes as its server registers them. */
async function shell({ store = memoryStore(), rules, trusted, maxAgeS }: ShellOptions = {}) {
  const server = Fastify({ trustProxy: trustProxyOption(trusted) });
  await server.register(sessionRoutes, {
    runtime: { apiBaseUrl: providerUrl, schoolCode },
    store,
    publicOrigin: PUBLIC_ORIGIN,
    rules: { ...signInRules, ...rules },
    maxAgeS,
  });
  opened.push({ server, store });
  return server;
}

/**
 * The memory store with sessions kept by the test's clock: a session's time is up when the test
 * moves the clock past it, however long the machine takes between two requests.
 */
function storeOnClock() {
  let now = 0;
  const sessions = new Map<string, { session: Session; until: number }>();
  const store: SharedStore = {
    ...memoryStore(),
    sessions: {
      get: async (id) => {
        const kept = sessions.get(id);
        return kept && now < kept.until ? kept.session : undefined;
      },
      set: async (id, session, ttlMs) => void sessions.set(id, { session, until: now + ttlMs }),
      delete: async (id) => void sessions.delete(id),
    },
  };
  return { store, pass: (ms: number) => void (now += ms) };
}

const same = { origin: PUBLIC_ORIGIN, 'sec-fetch-site': 'same-origin' };
const login = (
  server: FastifyInstance,
  mobileno: string,
  password: string,
  headers: Record<string, string> = same,
  remoteAddress = '127.0.0.1',
) => server.inject({ method: 'POST', url: '/session', headers, remoteAddress, payload: { mobileno, password } });
const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
const whoIs = async (server: FastifyInstance, cookie: string) => {
  const res = await server.inject({ method: 'GET', url: '/session', cookies: { [SESSION_COOKIE]: cookie } });
  return res.statusCode === 200 ? (res.json() as { name: string }).name : null;
};
const toppersAs = async (server: FastifyInstance, cookie: string) => {
  await server.inject({
    method: 'GET',
    url: `/session/api/topper/${schoolCode}`,
    cookies: { [SESSION_COOKIE]: cookie },
  });
  return authorizations.at(-1);
};

describe('guessing passwords', () => {
  it('waits longer after each wrong password from the third, up to 15 minutes', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((n) => waitAfter(n))).toEqual([
      0, 0, 30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('lets one client try three passwords, then answers it 429 with the wait, even for the right one', async () => {
    const server = await shell({ rules: { attemptsPerClientPerMinute: 1000 } });
    const before = logins.length;
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) answers.push((await login(server, '9876543210', `guess-${i}`)).statusCode);
    expect(answers.slice(0, 3)).toEqual([401, 401, 401]);
    expect(new Set(answers.slice(3))).toEqual(new Set([429]));
    expect(logins.length - before).toBe(3);

    const right = await login(server, '9876543210', 'demo123');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(25);
    expect(right.json()).toEqual({ error: signInWaitMessage(Number(right.headers['retry-after'])) });
    expect(right.json().error).toMatch(/^Too many sign-in attempts\. Please wait (30|2\d) seconds and try again\.$/);
    expect(cookieOf(right)).toBe('');
  });

  it('never locks the parent out from another address: their guesser waits alone', async () => {
    const server = await shell();
    for (let i = 0; i < 8; i += 1) await login(server, '9876543210', `guess-${i}`, same, '203.0.113.66');
    expect((await login(server, '9876543210', 'demo123', same, '203.0.113.66')).statusCode).toBe(429);
    expect((await login(server, '9876543210', 'demo123', same, '198.51.100.7')).statusCode).toBe(200);
  });

  it('slows guesses spread over many addresses to one a turn, and lets the parent’s known phone straight in', async () => {
    const server = await shell({ rules: { accountSpacingS: 60 } });
    const parentPhone = '198.51.100.9';
    expect((await login(server, '9876543210', 'demo123', same, parentPhone)).statusCode).toBe(200);
    const before = logins.length;
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 1)
      answers.push((await login(server, '9876543210', `guess-${i}`, same, `203.0.113.${i + 1}`)).statusCode);
    // Ten free for the account, then one turn a minute: the eleventh got the turn.
    expect(answers.slice(0, 11)).toEqual(Array(11).fill(401));
    expect(new Set(answers.slice(11))).toEqual(new Set([429]));
    expect(logins.length - before).toBe(11);
    expect((await login(server, '9876543210', 'demo123', same, parentPhone)).statusCode).toBe(200);
    const stranger = await login(server, '9876543210', 'demo123', same, '192.0.2.44');
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('lets a parent who mistypes twice straight in, and forgets the mistakes', async () => {
    const server = await shell();
    expect((await login(server, '9123456789', 'secret9')).statusCode).toBe(401);
    expect((await login(server, '9123456789', 'Secret99')).statusCode).toBe(401);
    expect((await login(server, '9123456789', 'secret99')).statusCode).toBe(200);
    for (const typo of ['a', 'b']) expect((await login(server, '9123456789', typo)).statusCode).toBe(401);
    expect((await login(server, '9123456789', 'secret99')).statusCode).toBe(200);
  });

  it('limits one client to 10 attempts a minute across accounts', async () => {
    const server = await shell();
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await login(server, `90000000${10 + i}`, 'x')).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual([429, 429]);
  });

  it('takes a burst of guesses in parallel as one guess: the others wait for its answer', async () => {
    const server = await shell({ rules: { attemptsPerClientPerMinute: 1000 } });
    const before = logins.length;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => login(server, '9876543210', `burst-${i}`)));
    expect(logins.length - before).toBe(1);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(19);
    expect(burst.find((r) => r.statusCode === 429)?.headers['retry-after']).toBe('1');
  });

  it('does not count a right password against the client: a family sharing one address signs in', async () => {
    const server = await shell();
    for (let i = 0; i < 15; i += 1) expect((await login(server, '9876543210', 'demo123')).statusCode).toBe(200);
  });
});

describe('the client behind X-Forwarded-For', () => {
  const rotating = (i: number) => ({ ...same, 'x-forwarded-for': `203.0.113.${i}` });

  it('is not believed from a proxy the settings do not name: rotating it does not escape the limit', async () => {
    const server = await shell({ rules: { freeFailures: 1000 } });
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await login(server, '9876543210', 'x', rotating(i))).statusCode);
    expect(answers.filter((s) => s === 429)).toHaveLength(2);
  });

  it('names the client behind a trusted proxy: each parent has a limit of their own', async () => {
    const server = await shell({ rules: { freeFailures: 1000, accountFreeFailures: 1000 }, trusted: ['127.0.0.1'] });
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1) answers.push((await login(server, '9876543210', 'x', rotating(i))).statusCode);
    expect(answers).toEqual(Array(12).fill(401));
  });
});

describe('the cookie', () => {
  it('holds a random id only: not the token, not the name', async () => {
    const server = await shell();
    const id = cookieOf(await login(server, '9876543210', 'demo123'));
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(id, 'base64url').toString('latin1')).not.toMatch(/tok-|Demo/);
    expect(await whoIs(server, id)).toBe('Demo Parent');
  });

  it('cannot be forged: the old form of the cookie with any name signs nobody in', async () => {
    const server = await shell();
    const forged = Buffer.from(JSON.stringify({ token: 'tok-9876543210', name: 'Mallory' })).toString('base64url');
    const res = await server.inject({ method: 'GET', url: '/session', cookies: { [SESSION_COOKIE]: forged } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    expect(await whoIs(server, 'A'.repeat(43))).toBeNull();
    expect(await toppersAs(server, forged)).toBeUndefined();
  });

  it('is worth nothing once its parent logs out: a replay is signed out', async () => {
    const server = await shell();
    const id = cookieOf(await login(server, '9876543210', 'demo123'));
    expect(await toppersAs(server, id)).toBe('tok-9876543210');
    const out = await server.inject({
      method: 'DELETE',
      url: '/session',
      headers: same,
      cookies: { [SESSION_COOKIE]: id },
    });
    expect(out.statusCode).toBe(204);
    expect(await whoIs(server, id)).toBeNull();
    expect(await toppersAs(server, id)).toBeUndefined();
  });

  it('is worth nothing once the session expires', async () => {
    const clock = storeOnClock();
    const server = await shell({ maxAgeS: 1, store: clock.store });
    const id = cookieOf(await login(server, '9876543210', 'demo123'));
    clock.pass(999);
    expect(await whoIs(server, id)).toBe('Demo Parent');
    clock.pass(1);
    expect(await whoIs(server, id)).toBeNull();
  });

  it('gets a new id at each sign-in: an id fixed beforehand is never signed in', async () => {
    const server = await shell();
    const first = cookieOf(await login(server, '9876543210', 'demo123'));
    const again = await server.inject({
      method: 'POST',
      url: '/session',
      headers: same,
      cookies: { [SESSION_COOKIE]: first },
      payload: { mobileno: '9876543210', password: 'demo123' },
    });
    const second = cookieOf(again);
    expect(second).not.toBe(first);
    expect(await whoIs(server, first)).toBeNull();
    expect(await whoIs(server, second)).toBe('Demo Parent');
  });
});

describe('posts from another site', () => {
  const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

  it.each([
    ['a JSON login with a foreign Origin', { origin: 'https://evil.example' }, 'application/json'],
    ['a form login with a foreign Origin', { origin: 'https://evil.example' }, 'application/x-www-form-urlencoded'],
    ['a text login with a foreign Origin', { origin: 'https://evil.example' }, 'text/plain'],
    ['a login from a sandboxed page (Origin: null)', { origin: 'null' }, 'application/json'],
    ['a login marked cross-site, without Origin', { 'sec-fetch-site': 'cross-site' }, 'application/json'],
    ['a login from another origin of the same site', { 'sec-fetch-site': 'same-site' }, 'application/json'],
  ])('refuses %s with 403 before the provider hears of it', async (_, headers, type) => {
    const server = await shell();
    const before = logins.length;
    const res = await server.inject({
      method: 'POST',
      url: '/session',
      headers: { ...headers, 'content-type': type },
      payload: type === 'application/json' ? JSON.stringify({ mobileno: '9876543210', password: 'demo123' }) : 'x=1',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: CROSS_SITE_REFUSED });
    expect(cookieOf(res)).toBe('');
    expect(logins.length).toBe(before);
  });

  it('refuses a foreign log out and a foreign TC post through the session', async () => {
    const server = await shell();
    const id = cookieOf(await login(server, '9876543210', 'demo123'));
    const cookies = { [SESSION_COOKIE]: id };
    const out = await server.inject({ method: 'DELETE', url: '/session', headers: evil, cookies });
    expect(out.statusCode).toBe(403);
    expect(await whoIs(server, id)).toBe('Demo Parent');
    const before = authorizations.length;
    const tc = await server.inject({
      method: 'POST',
      url: `/session/api/tc/${schoolCode}`,
      headers: evil,
      cookies,
      payload: { name: 'A', admission: '1' },
    });
    expect(tc.statusCode).toBe(403);
    expect(authorizations.length).toBe(before);
  });

  it('takes the site’s own posts: its public origin, or the origin the request was sent to', async () => {
    const server = await shell();
    expect((await login(server, '9876543210', 'demo123', same)).statusCode).toBe(200);
    const own = { origin: 'http://localhost:8080', host: 'localhost:8080', 'sec-fetch-site': 'same-origin' };
    expect((await login(server, '9876543210', 'demo123', own)).statusCode).toBe(200);
    expect((await login(server, '9876543210', 'demo123', {})).statusCode).toBe(200);
  });
});

describe('several copies of the shell on one Redis', () => {
  it('share the sessions: signed in on one, known on the other, and logged out on both', async () => {
    const [one, two] = [await shell({ store: redisStore(redis.url) }), await shell({ store: redisStore(redis.url) })];
    const id = cookieOf(await login(one, '9876543210', 'demo123'));
    expect(await whoIs(two, id)).toBe('Demo Parent');
    await two.inject({ method: 'DELETE', url: '/session', headers: same, cookies: { [SESSION_COOKIE]: id } });
    expect(await whoIs(one, id)).toBeNull();
  });

  it('share the limits: guesses spread over the copies wait as if on one', async () => {
    const [one, two] = [await shell({ store: redisStore(redis.url) }), await shell({ store: redisStore(redis.url) })];
    const account = '9123456789';
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) answers.push((await login(i % 2 ? two : one, account, `guess-${i}`)).statusCode);
    expect(answers).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
  });

  it('answers 503 with a clear message while Redis cannot be reached, and keeps serving', async () => {
    const server = await shell({ store: redisStore('redis://127.0.0.1:9') });
    const res = await login(server, '9876543210', 'demo123');
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatch(/^Signing in is not available right now/);
  });
});
