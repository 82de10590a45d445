// The regions a remote's server has rendered, kept by the windows its Cache-Control announces: every
// copy of the shell (and an accelerator) asking for one region within them gets one render.
import { LRUCache } from 'lru-cache';
import type { RenderedRegion } from '@school/shared-ui/server';
import { defaultWindows, isGoodPage } from '@school/config/cache-windows';

export type KeptRegion = Pick<RenderedRegion, 'meta' | 'degraded'> & {
  /** The answer's body, serialized once. */
  json: string;
  renderedAt: number;
};

export type RegionCacheOptions = {
  render: (url: string) => Promise<RenderedRegion>;
  /** 0 keeps nothing: every request renders (the benchmark's uncached renders). */
  maxBytes?: number | undefined;
  now?: () => number;
  /** The server's metrics: a copy fresh (hit) or stale (served while it re-renders), or a render waited for (miss). */
  onOutcome?: (outcome: RegionOutcome) => void;
};

export type RegionOutcome = 'hit' | 'stale' | 'miss';

export function createRegionCache({
  render,
  maxBytes = 16 * 1024 * 1024,
  now = Date.now,
  onOutcome = () => {},
}: RegionCacheOptions) {
  const keep = (region: RenderedRegion): KeptRegion => ({
    meta: region.meta,
    degraded: region.degraded,
    json: JSON.stringify(region),
    renderedAt: now(),
  });
  if (maxBytes <= 0)
    return {
      get: async (url: string) => {
        onOutcome('miss');
        return keep(await render(url));
      },
      has: () => false,
    };
  const freshFor = (region: KeptRegion) =>
    isGoodPage({ status: region.meta.status ?? 200, degraded: region.degraded })
      ? defaultWindows.freshMs
      : defaultWindows.degradedMs;
  const servableStale = (region: KeptRegion) => now() - region.renderedAt <= freshFor(region) + defaultWindows.staleMs;
  const lru = new LRUCache<string, KeptRegion>({
    maxSize: maxBytes,
    sizeCalculation: (region, key) => region.json.length + key.length,
    perf: { now },
    allowStale: true,
    noDeleteOnStaleGet: true,
    ignoreFetchAbort: true,
    fetchMethod: async (url, _stale, { options }) => {
      const region = keep(await render(url));
      options.ttl = freshFor(region);
      return region;
    },
  });
  return {
    /** The region: kept, kept but stale (one re-render meanwhile), or rendered now. */
    async get(url: string): Promise<KeptRegion> {
      const held = lru.peek(url, { allowStale: true });
      onOutcome(
        held === undefined ? 'miss' : lru.getRemainingTTL(url) > 0 ? 'hit' : servableStale(held) ? 'stale' : 'miss',
      );
      const region = await lru.fetch(url, {
        allowStale: held !== undefined && servableStale(held),
        allowStaleOnFetchRejection: held !== undefined,
      });
      if (!region) throw new Error(`no region for ${url}`);
      return region;
    },
    /** Whether a copy is held that can be answered without waiting for a render. */
    has(url: string): boolean {
      const held = lru.peek(url, { allowStale: true });
      return held !== undefined && servableStale(held);
    },
  };
}
