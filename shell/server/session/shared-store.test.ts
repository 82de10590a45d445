import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisProcess } from '../testing/redis-process.ts';
import { memoryStore, redisStore, type SharedStore } from './shared-store.ts';

let redis: RedisProcess;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis.stop();
});

const parent = { token: 'tok-1', name: 'Demo Parent' };
let next = 0;
const newId = () => `id-${Date.now()}-${(next += 1)}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The same promises from either store: the shell's routes cannot tell which one they have.
describe.each([
  ['memory', () => memoryStore()],
  ['redis', () => redisStore(redis.url)],
] as const)('the %s store', (kind, open) => {
  let store: SharedStore;
  beforeAll(() => {
    store = open();
  });
  afterAll(async () => {
    await store.close();
  });

  it('says which it is', () => {
    expect(store.kind).toBe(kind);
  });

  it('is reachable (the shell is ready)', async () => {
    await store.sessions.get(newId());
    expect(await store.reachable()).toBe(true);
  });

  it('keeps a session under its id until it is deleted', async () => {
    const id = newId();
    expect(await store.sessions.get(id)).toBeUndefined();
    await store.sessions.set(id, parent, 60_000);
    expect(await store.sessions.get(id)).toEqual(parent);
    await store.sessions.delete(id);
    expect(await store.sessions.get(id)).toBeUndefined();
  });

  it('forgets a session when its time is up', async () => {
    const id = newId();
    await store.sessions.set(id, parent, 50);
    await sleep(120);
    expect(await store.sessions.get(id)).toBeUndefined();
  });

  it('counts attempts in a limiter, and blocks a key for a while', async () => {
    const limiter = store.limiter({ keyPrefix: `test:${newId()}`, points: 2, duration: 60 });
    await limiter.consume('client');
    await limiter.consume('client');
    await expect(limiter.consume('client')).rejects.toMatchObject({ remainingPoints: 0 });
    await expect(limiter.consume('other')).resolves.toMatchObject({ consumedPoints: 1 });
    await limiter.block('other', 30);
    expect((await limiter.get('other'))?.msBeforeNext).toBeGreaterThan(29_000);
  });
});

it('shares sessions between the copies that name the same Redis', async () => {
  const [one, two] = [redisStore(redis.url), redisStore(redis.url)];
  const id = newId();
  await one.sessions.set(id, parent, 60_000);
  expect(await two.sessions.get(id)).toEqual(parent);
  await two.sessions.delete(id);
  expect(await one.sessions.get(id)).toBeUndefined();
  await Promise.all([one.close(), two.close()]);
});

it('keeps neither the id nor the token readable under the id in Redis', async () => {
  const store = redisStore(redis.url);
  const id = newId();
  await store.sessions.set(id, parent, 60_000);
  const { Redis } = await import('ioredis');
  const raw = new Redis(redis.url);
  const keys = await raw.keys('*');
  expect(keys.some((k) => k.includes(id))).toBe(false);
  await Promise.all([raw.quit(), store.close()]);
});

it('fails a call at once when Redis cannot be reached', async () => {
  const store = redisStore('redis://127.0.0.1:9');
  await expect(store.sessions.get(newId())).rejects.toThrow();
  await store.close();
});

describe('a Redis store that cannot be reached', () => {
  it('is not reachable (the shell is not ready), and says so without waiting for a reconnection', async () => {
    const away = redisStore('redis://127.0.0.1:1');
    try {
      expect(await away.reachable()).toBe(false);
    } finally {
      await away.close();
    }
  });
});
