import type { RemoteName } from '@school/shared-ui/runtime';
import type { ServerRenderedRegion } from '@school/shared-ui/host';

export type FirstRegion = ServerRenderedRegion & { remote: RemoteName };
