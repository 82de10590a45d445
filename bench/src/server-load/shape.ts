export const shape = {
  /** Cached pages are asked by wrk (wrk.ts); a thread of it keeps up with the shell on these cores. */
  cached: { connections: 50, threads: 1 },
  uncached: { connections: 4 },
  flood: { connections: 20 },
  visitor: { connections: 2, ratePerConnection: 25 },
  varnish: { connections: 100, threads: 1 },
  floodMaxSec: 240,
  /** The JIT of the server and of the load generator. */
  warmupSec: 2,
} as const;
