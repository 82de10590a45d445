import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { BrowserRouter, Route, Routes, type RuntimeConfig, theme } from '@school/shared-ui/runtime';
import { GlobalStyle } from '@school/shared-ui/kit';
import { ScrollMemory } from './layout/scroll-memory.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFound } from './pages/not-found.tsx';
import { createRemoteLoader, type RemoteLoader } from './remotes/remote-loader.ts';
import { RemoteRoute } from './remotes/remote-route.tsx';
import { firstRegionOnly, type FirstRegion } from './remotes/first-region.ts';
import { siteRoutes, type SiteRoute } from './routes/route-table.ts';

type Props = {
  runtime: RuntimeConfig;
  loader?: RemoteLoader;
  region?: FirstRegion | undefined;
  router?: (children: ReactNode) => ReactNode;
  /** What the router may match: the server hands it the one route it worked out (React Router ranks all it is given). */
  routes?: readonly SiteRoute[];
};

const browserRouter = (children: ReactNode) => <BrowserRouter>{children}</BrowserRouter>;

export function App({ runtime, loader, region, router = browserRouter, routes = siteRoutes }: Props) {
  const remotes = useMemo(
    () =>
      loader ?? createRemoteLoader(runtime, region?.build ? { remote: region.remote, build: region.build } : undefined),
    [loader, runtime, region],
  );
  const client = useMemo(
    () => ({ baseUrl: runtime.apiBaseUrl, schoolCode: runtime.schoolCode, session: runtime.session }),
    [runtime],
  );
  const regionFor = useMemo(() => firstRegionOnly(region), [region]);
  const route = (r: SiteRoute) => (
    <Route
      key={r.path}
      path={r.path}
      element={
        <RemoteRoute remote={r.remote} title={r.title} loader={remotes} runtime={runtime} regionFor={regionFor} />
      }
    />
  );
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {router(
        <>
          <ScrollMemory />
          <Routes>
            {routes.filter((r) => r.bare).map(route)}
            <Route element={<SiteLayout school={runtime.school} client={client} />}>
              {routes.filter((r) => !r.bare).map(route)}
              <Route path="*" element={<NotFound school={runtime.school} />} />
            </Route>
          </Routes>
        </>,
      )}
    </ThemeProvider>
  );
}
