import { Suspense } from 'react';
import { Route, Routes } from '@school/shared-ui';
import { lazyComponent, type LazyComponent } from './lib/lazy-component.tsx';
import { infoRoutes } from './pages/info-routes.tsx';

// Each page is a chunk of its own: the home page does not carry the information pages, and no
// page carries the home page's sliders and tickers.
const HomePage = lazyComponent(() => import('./home/home-page.tsx').then((m) => m.HomePage), 'HomePage');
const MessagePage = lazyComponent(() => import('./messages/message-page.tsx').then((m) => m.MessagePage), 'MessagePage');

const pages: { path: string; page: LazyComponent<object> }[] = [{ path: '/', page: HomePage }, ...infoRoutes];
const pageKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/';
const pageByPath = new Map<string, { preload: () => Promise<unknown> }>([
  ...pages.map((p) => [pageKey(p.path), p.page] as const),
  ['/principalmessage', MessagePage],
  ['/managermessage', MessagePage],
]);

/**
 * Fetches the code of the page at `pathname` (route paths match case-insensitively, as the
 * router's do). The parcel awaits it before it renders, so a visitor never sees the fallback.
 */
export function preloadPage(pathname: string): Promise<void> {
  const page = pageByPath.get(pageKey(pathname));
  // A failure is left to the render: the page suspends, fetches again and reaches the error boundary.
  return page ? page.preload().then(() => undefined, () => undefined) : Promise.resolve();
}

/** mf-home's routes: the home page, the two message pages and the school information pages. */
export function HomeApp() {
  return (
    // Shown only when a page is rendered before its code is there (e.g. in tests): nothing, in
    // the room the shell keeps for the page (its parcel slot is a screen high).
    <Suspense fallback={null}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/PrincipalMessage" element={<MessagePage kind="Principal" />} />
        <Route path="/ManagerMessage" element={<MessagePage kind="Manager" />} />
        {infoRoutes.map((r) => (
          <Route key={r.path} path={r.path} element={<r.page />} />
        ))}
      </Routes>
    </Suspense>
  );
}
