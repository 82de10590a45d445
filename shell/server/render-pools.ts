// Bulkheads (issue 52): the renders in flight are counted per remote, as Envoy bounds each upstream,
// so a remote that hangs fills its own pool and sheds only its own pages.
export type RenderPools = {
  /** Runs one render in the pool it belongs to. */
  run<T>(pool: string, render: () => Promise<T>): Promise<T>;
  /** Whether a render may start in the pool now. */
  mayStart(pool: string): boolean;
  inFlight(pool: string): number;
};

export function createRenderPools({
  perPool,
  underPressure,
}: {
  perPool: number;
  /** While the event loop lags, a pool with a render running starts no more. */
  underPressure: () => boolean;
}): RenderPools {
  const running = new Map<string, number>();
  const inFlight = (pool: string) => running.get(pool) ?? 0;
  return {
    inFlight,
    mayStart(pool) {
      const n = inFlight(pool);
      // With none running the lag is not this pool's (a start, a busy machine): one more would not help.
      return n === 0 || (n < perPool && !underPressure());
    },
    async run(pool, render) {
      running.set(pool, inFlight(pool) + 1);
      try {
        return await render();
      } finally {
        running.set(pool, inFlight(pool) - 1);
      }
    },
  };
}
