import { useMemo } from 'react';
import { ThemeProvider } from 'styled-components';
import { BrowserRouter, GlobalStyle, Route, Routes, type RuntimeConfig, theme } from '@school/shared-ui';
import { ScrollToTop } from './layout/scroll-to-top.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { NotFound } from './pages/not-found.tsx';
import { createRemoteLoader, type RemoteLoader } from './remotes/remote-loader.ts';
import { RemoteRoute } from './remotes/remote-route.tsx';
import { siteRoutes } from './routes/route-table.ts';

export function App({ runtime, loader }: { runtime: RuntimeConfig; loader?: RemoteLoader }) {
  const remotes = useMemo(() => loader ?? createRemoteLoader(runtime), [loader, runtime]);
  const route = (r: (typeof siteRoutes)[number]) => (
    <Route key={r.path} path={r.path} element={<RemoteRoute remote={r.remote} title={r.title} loader={remotes} runtime={runtime} />} />
  );
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <BrowserRouter>
        <ScrollToTop />
        <Routes>
          {siteRoutes.filter((r) => r.bare).map(route)}
          <Route element={<SiteLayout school={runtime.school} />}>
            {siteRoutes.filter((r) => !r.bare).map(route)}
            <Route path="*" element={<NotFound school={runtime.school} />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
