import type { RemoteName, ServerRenderedRegion } from '@school/shared-ui';

/** The region the server rendered on the page's first route, and the remote that owns it. */
export type FirstRegion = ServerRenderedRegion & { remote: RemoteName };
