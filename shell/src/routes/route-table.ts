import { type RemoteName } from '@school/shared-ui/runtime';
import { type RouteEntry, routeNames, siteMap } from '@school/shared-ui/kit';

export type SiteRoute = { path: string; remote: RemoteName; title: string; bare?: true };

/**
 * Every route of the site map and the remote that owns it. Paths match case-insensitively, so
 * /Contactus also serves the footer's /ContactUs. No route has a path parameter: details take ?id=.
 */
export const siteRoutes: SiteRoute[] = routeNames.map((name) => {
  const { path, remote, title, bare }: RouteEntry = siteMap[name];
  // The lobby kiosk is full screen: no header and footer.
  return bare ? { path, remote, title, bare } : { path, remote, title };
});
