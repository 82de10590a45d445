import type { Location, Navigator } from '../router.ts';
import type { RuntimeConfig } from '../runtime-config.ts';

/**
 * Everything a remote receives from its host. A parcel is a separate React root, so no context
 * crosses it: the router and the configuration arrive as props. (`config` is taken by single-spa
 * for the parcel itself, hence `runtime`.)
 */
export type RemoteProps = {
  location: Location;
  navigator: Navigator;
  runtime: RuntimeConfig;
};
