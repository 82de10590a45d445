// What must hold for every copy of the shell (docs/decisions/025): memory by default, Redis when SESSION_STORE_URL names one.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type Session = { token: string; name: string };

export interface SessionStore {
  get(id: string): Promise<Session | undefined>;
  set(id: string, session: Session, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
}

export type SharedStore = {
  kind: 'memory' | 'redis';
  sessions: SessionStore;
  limiter(options: Omit<IRateLimiterOptions, 'storeClient'>): RateLimiterAbstract;
  /** Whether sessions can be kept now (the shell's readiness). */
  reachable(): Promise<boolean>;
  close(): Promise<void>;
};

/** Whoever reads the store cannot sign in with what it finds. */
const keyOf = (id: string) => createHash('sha256').update(id).digest('base64url');

export function memoryStore({ maxSessions = 100_000 } = {}): SharedStore {
  const sessions = new LRUCache<string, Session>({ max: maxSessions });
  return {
    kind: 'memory',
    sessions: {
      get: async (id) => sessions.get(keyOf(id)),
      set: async (id, session, ttlMs) => void sessions.set(keyOf(id), session, { ttl: ttlMs }),
      delete: async (id) => void sessions.delete(keyOf(id)),
    },
    limiter: (options) => new RateLimiterMemory(options),
    reachable: async () => true,
    close: async () => sessions.clear(),
  };
}

const SESSION_PREFIX = 'school:session:';

export function redisStore(url: string): SharedStore {
  // A Redis that is away fails a call after one reconnection (the route answers 503), instead of holding it.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  // ioredis reconnects by itself; without a listener an unreachable Redis would crash the process.
  redis.on('error', () => undefined);
  return {
    kind: 'redis',
    sessions: {
      async get(id) {
        const raw = await redis.get(SESSION_PREFIX + keyOf(id));
        return raw === null ? undefined : parseSession(raw);
      },
      set: async (id, session, ttlMs) =>
        void (await redis.set(SESSION_PREFIX + keyOf(id), JSON.stringify(session), 'PX', ttlMs)),
      delete: async (id) => void (await redis.del(SESSION_PREFIX + keyOf(id))),
    },
    limiter: (options) =>
      new RateLimiterRedis({ ...options, storeClient: redis, keyPrefix: `school:${options.keyPrefix}` }),
    // A probe must not wait for a reconnection: not connected is not ready.
    reachable: async () =>
      redis.status === 'ready' &&
      (await Promise.race([
        redis.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1_000).unref()),
      ])),
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

export const openSharedStore = (url: string | undefined): SharedStore => (url ? redisStore(url) : memoryStore());

function parseSession(raw: string): Session | undefined {
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    return typeof value.token === 'string' && typeof value.name === 'string'
      ? { token: value.token, name: value.name }
      : undefined;
  } catch {
    return undefined;
  }
}
