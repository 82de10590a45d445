export const shape = {
  cached: { connections: 50 },
  uncached: { connections: 4 },
  flood: { connections: 20 },
  visitor: { connections: 2, ratePerConnection: 25 },
  /** One autocannon thread tops out at a few thousand cached pages a second on this machine. */
  varnish: { connections: 100, workers: 2 },
  floodMaxSec: 240,
  /** The JIT of the server and of autocannon. */
  warmupSec: 2,
} as const;
