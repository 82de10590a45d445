import { type RemoteName } from '@school/shared-ui/runtime';
import { type RouteEntry, routeNames, siteMap } from '@school/shared-ui/kit';

export type SiteRoute = { path: string; remote: RemoteName; title: string; bare?: true };

export const siteRouteOf = ({ path, remote, title, bare }: RouteEntry): SiteRoute =>
  bare ? { path, remote, title, bare } : { path, remote, title };

export const siteRoutes: SiteRoute[] = routeNames.map((name) => siteRouteOf(siteMap[name]));
