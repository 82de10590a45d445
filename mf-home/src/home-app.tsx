import { Suspense, type ReactElement } from 'react';
import { matchRoute, type RoutesOf, SiteRoutes } from '@school/shared-ui/kit';
import { stillPage } from '@school/shared-ui/runtime';
import { lazyComponent } from './lib/lazy-component.tsx';
import { infoPages, type InfoRoute } from './pages/info-routes.tsx';

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

/** The parcel awaits it before it renders, so a visitor never sees the fallback. */
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

// Still pages (decision record 028): what moves on the home page is CSS, and a touch wakes the app.

const infoElements = Object.fromEntries(
  Object.entries(infoPages).map(([name, Page]) => [name, stillPage(<Page />)]),
) as Record<InfoRoute, ReactElement>;

export function HomeApp() {
  return (
    <Suspense fallback={null}>
      <SiteRoutes
        remote="mf_home"
        pages={{
          home: stillPage(<HomePage />),
          principalMessage: stillPage(<MessagePage kind="Principal" />),
          managerMessage: stillPage(<MessagePage kind="Manager" />),
          ...infoElements,
        }}
      />
    </Suspense>
  );
}
