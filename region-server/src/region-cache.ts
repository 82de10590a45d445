// The regions a remote's server has rendered, kept by the windows its Cache-Control announces
// (@school/config/kept-copies): every copy of the shell (and an accelerator) asking for one region
// within them gets one render.
import type { RenderedRegion } from '@school/shared-ui/server';
import type { RouteName } from '@school/shared-ui/site-map';
import { isGoodPage } from '@school/config/cache-windows';
import { createKeptCopies, type KeptOutcome } from '@school/config/kept-copies';

export type KeptRegion = Pick<RenderedRegion, 'meta' | 'degraded'> & {
  /** The answer's body, serialized once. */
  json: string;
};

export type RegionCacheOptions = {
  /** The route is the one its request matched: worked out once per request. */
  render: (url: string, route: RouteName) => Promise<RenderedRegion>;
  /** 0 keeps nothing: every request renders (the benchmark's uncached renders). */
  maxBytes?: number | undefined;
  now?: () => number;
  /** The server's metrics. */
  onOutcome?: (outcome: RegionOutcome) => void;
};

export type RegionOutcome = KeptOutcome;

export function createRegionCache({ render, maxBytes = 16 * 1024 * 1024, now, onOutcome }: RegionCacheOptions) {
  const copies = createKeptCopies<KeptRegion>({
    maxBytes,
    sizeOf: (region, key) => region.json.length + key.length,
    isGood: (region) => isGoodPage({ status: region.meta.status ?? 200, degraded: region.degraded }),
    now,
    onOutcome,
  });
  const keep = async (url: string, route: RouteName): Promise<KeptRegion> => {
    const region = await render(url, route);
    return { meta: region.meta, degraded: region.degraded, json: JSON.stringify(region) };
  };
  return {
    /**
     * The region: kept, kept but stale (one re-render meanwhile), or rendered now. When `mayRender`
     * says no (the server is busy), the region kept, however old, or undefined.
     */
    get: (url: string, route: RouteName, mayRender: () => boolean): Promise<KeptRegion | undefined> =>
      copies.get(url, () => keep(url, route), mayRender),
    idle: copies.idle,
  };
}
