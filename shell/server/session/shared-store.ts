// Where the shell's server keeps what must hold for every copy of it (docs/decisions/025): the
// signed-in sessions and the sign-in attempts. In memory by default (one process: `pnpm start`);
// in Redis when SESSION_STORE_URL names one, so several copies share them.
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** What the server keeps of a signed-in parent; the cookie holds only the id that finds it. */
export type Session = { token: string; name: string };

export interface SessionStore {
  get(id: string): Promise<Session | undefined>;
  /** Keeps `session` under `id` for `ttlMs`, then forgets it. */
  set(id: string, session: Session, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
}

export type SharedStore = {
  /** 'memory' or 'redis': which one this is (the start line says it). */
  kind: 'memory' | 'redis';
  sessions: SessionStore;
  /** A rate limiter counting in this store (rate-limiter-flexible). */
  limiter(options: Omit<IRateLimiterOptions, 'storeClient'>): RateLimiterAbstract;
  close(): Promise<void>;
};

/** A store never holds the id itself: whoever reads the store cannot sign in with what it finds. */
const keyOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** One process's store: sessions are lost on restart, and other copies do not see them. */
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
    close: async () => sessions.clear(),
  };
}

const SESSION_PREFIX = 'school:session:';

/** Redis at `url` (redis:// or rediss://): every copy of the shell that names it shares it. */
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
    close: async () => void (await redis.quit().catch(() => redis.disconnect())),
  };
}

/** Memory unless a Redis URL is given. */
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
