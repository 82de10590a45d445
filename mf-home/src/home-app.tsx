import { Suspense, type ReactElement } from 'react';
import { matchRoute, type RoutesOf, SiteRoutes } from '@school/shared-ui/kit';
import { lazyComponent } from './lib/lazy-component.tsx';
import { infoPages, type InfoRoute } from './pages/info-routes.tsx';

// Each page is a chunk of its own: the home page does not carry the information pages, and no
// page carries the home page's sliders and tickers.
const HomePage = lazyComponent(() => import('./home/home-page.tsx').then((m) => m.HomePage), 'HomePage');
const MessagePage = lazyComponent(
  () => import('./messages/message-page.tsx').then((m) => m.MessagePage),
  'MessagePage',
);

type HomeRoute = RoutesOf<'mf_home'>;
const pageCode: Record<HomeRoute, { preload: () => Promise<unknown> }> = {
  home: HomePage,
  principalMessage: MessagePage,
  managerMessage: MessagePage,
  ...infoPages,
};

/**
 * Fetches the code of the page at `pathname` (route paths match case-insensitively, as the
 * router's do). The parcel awaits it before it renders, so a visitor never sees the fallback.
 */
export function preloadPage(pathname: string): Promise<void> {
  const name = matchRoute(pathname)?.name;
  const page = name && name in pageCode ? pageCode[name as HomeRoute] : undefined;
  // A failure is left to the render: the page suspends, fetches again and reaches the error boundary.
  return page
    ? page.preload().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}

const infoElements = Object.fromEntries(Object.entries(infoPages).map(([name, Page]) => [name, <Page />])) as Record<
  InfoRoute,
  ReactElement
>;

/** mf-home's routes: the home page, the two message pages and the school information pages. */
export function HomeApp() {
  return (
    // Shown only when a page is rendered before its code is there (e.g. in tests): nothing, in
    // the room the shell keeps for the page (its parcel slot is a screen high).
    <Suspense fallback={null}>
      <SiteRoutes
        remote="mf_home"
        pages={{
          home: <HomePage />,
          principalMessage: <MessagePage kind="Principal" />,
          managerMessage: <MessagePage kind="Manager" />,
          ...infoElements,
        }}
      />
    </Suspense>
  );
}
