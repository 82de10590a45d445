import type { RemoteName } from '@school/shared-ui/runtime';
import type { ServerRenderedRegion } from '@school/shared-ui/host';

export type FirstRegion = ServerRenderedRegion & { remote: RemoteName };

/**
 * The server's region (its HTML and seed) belongs to the page it was rendered for. Once the visitor
 * has left that page, no mount gets it again, not even back on it: a page mounted again asks afresh
 * (decision record 012). The first page's history entry keeps React Router's key "default" when it
 * is returned to, so leaving it is remembered rather than read from the key.
 */
export function firstRegionOnly(region: FirstRegion | undefined) {
  let firstKey: string | undefined;
  let left = false;
  return (remote: RemoteName, locationKey: string): FirstRegion | undefined => {
    firstKey ??= locationKey;
    if (locationKey !== firstKey) left = true;
    return !left && region?.remote === remote ? region : undefined;
  };
}
