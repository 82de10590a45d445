import type { Location, Navigator } from '../router.ts';
import type { RuntimeConfig } from '../runtime-config.ts';
import type { RegionData } from '../ssr/region-context.tsx';

/** No context crosses a parcel: the router and the configuration arrive as props (`config` is single-spa's). */
export type RemoteProps = {
  location: Location;
  navigator: Navigator;
  runtime: RuntimeConfig;
  seed?: RegionData | undefined;
  /** The host's: the remote broke while running (a render error, a chunk its build no longer has). */
  onFault?: ((error: Error) => void) | undefined;
};
