import type { Location, Navigator } from '../router.ts';
import type { RuntimeConfig } from '../runtime-config.ts';
import type { RegionData } from '../ssr/region-context.tsx';

/**
 * Everything a remote receives from its host. A parcel is a separate React root, so no context
 * crosses it: the router and the configuration arrive as props. (`config` is taken by single-spa
 * for the parcel itself, hence `runtime`.)
 */
export type RemoteProps = {
  location: Location;
  navigator: Navigator;
  runtime: RuntimeConfig;
  /** On the first mount of a server-rendered page: the data its HTML was rendered with (hydrate). */
  seed?: RegionData | undefined;
};
