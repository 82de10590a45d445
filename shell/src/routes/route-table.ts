import { type RemoteName } from '@school/shared-ui/runtime';
import { type RouteEntry, routeNames, siteMap } from '@school/shared-ui/kit';

export type SiteRoute = { path: string; remote: RemoteName; title: string; bare?: true };

export const siteRoutes: SiteRoute[] = routeNames.map((name) => {
  const { path, remote, title, bare }: RouteEntry = siteMap[name];
  return bare ? { path, remote, title, bare } : { path, remote, title };
});
