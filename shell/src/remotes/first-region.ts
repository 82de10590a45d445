import type { RemoteName } from '@school/shared-ui/runtime';
import type { ServerRenderedRegion } from '@school/shared-ui/host';

/** The region the server rendered on the page's first route, and the remote that owns it. */
export type FirstRegion = ServerRenderedRegion & { remote: RemoteName };
