// One address per page: another spelling of a site-map path answers 301 to the path itself.
import type { RouteEntry } from '@school/shared-ui/site-map';

const INDEX_FILE = /^\/index\.html$/i;

/** Where a page asked by another spelling lives, its query kept as sent; undefined when it is the address. */
export function canonicalLocation(url: string, route: RouteEntry | undefined): string | undefined {
  const at = url.search(/[?#]/);
  const pathname = at < 0 ? url : url.slice(0, at);
  // A leading "//" would make the Location another host's.
  if (pathname.startsWith('//')) return undefined;
  const path = route?.path ?? (INDEX_FILE.test(pathname) ? '/' : undefined);
  return path !== undefined && path !== pathname ? path + (at < 0 ? '' : url.slice(at)) : undefined;
}
