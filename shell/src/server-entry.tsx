import { Router, type RuntimeConfig, type SchoolProfile } from '@school/shared-ui/runtime';
import type { RouteEntry } from '@school/shared-ui/site-map';
import { renderHtml, serverLocation, serverNavigator, type RenderedHtml } from '@school/shared-ui/server';
import { App } from './app.tsx';
import { offlineDocument } from './offline/offline-document.ts';
import { OfflinePage } from './offline/offline-page.tsx';
import type { FirstRegion } from './remotes/first-region.ts';
import type { RemoteLoader } from './remotes/remote-loader.ts';
import { siteRouteOf } from './routes/route-table.ts';

export type ShellRequest = {
  url: string;
  /** The server's route for the URL (none: no page), so the router does not match it again. */
  route: RouteEntry | undefined;
  runtime: RuntimeConfig;
  region?: FirstRegion | undefined;
};
export type RenderedShell = RenderedHtml;

// Remotes load in the browser only; on the server each region arrives as HTML.
const noRemotes: RemoteLoader = { load: () => new Promise(() => {}), reset: () => {} };

export function renderShell({ url, route, runtime, region }: ShellRequest): Promise<RenderedShell> {
  const router = (children: React.ReactNode) => (
    <Router location={serverLocation(url)} navigator={serverNavigator} static>
      {children}
    </Router>
  );
  return renderHtml(
    <App
      runtime={runtime}
      loader={noRemotes}
      region={region}
      router={router}
      routes={route ? [siteRouteOf(route)] : []}
    />,
  );
}

export async function renderOfflinePage(school: SchoolProfile): Promise<string> {
  const { html, styles } = await renderHtml(<OfflinePage school={school} />);
  return offlineDocument({ school, html, styles });
}
