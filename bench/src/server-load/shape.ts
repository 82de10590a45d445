// How hard each measurement of pnpm bench:server pushes, in one place for the phases and the report.

export const shape = {
  cached: { connections: 50 },
  uncached: { connections: 4 },
  flood: { connections: 20 },
  /** A few visitors reading a cached page at a bounded rate, not as fast as they can. */
  visitor: { connections: 2, ratePerConnection: 25 },
  /** One autocannon thread tops out at a few thousand cached pages a second on this machine. */
  varnish: { connections: 100, workers: 2 },
  /** The flood of new URLs stops there even if it has not asked them all (a run takes ~5 min). */
  floodMaxSec: 240,
  /** Unmeasured load before the first measurement of a site: the JIT of the server and of autocannon. */
  warmupSec: 2,
} as const;
