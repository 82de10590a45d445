import type { ReactElement } from 'react';
import { PageNotFound } from '../chrome/page-not-found.tsx';
import { Route, Routes, useRegion } from '@school/shared-ui/runtime';
import type { RemoteName } from '@school/shared-ui/runtime-config';
import { siteMap, type RouteName, type RoutesOf } from './site-map.ts';

type Props<R extends RemoteName> = {
  remote: R;
  pages: Record<RoutesOf<R>, ReactElement>;
  notFound?: ReactElement;
};

export function SiteRoutes<R extends RemoteName>({ pages, notFound = <PageNotFound /> }: Props<R>) {
  // On the server the route is known: React Router, which ranks every route it is given, gets that one.
  const known = useRegion().server?.route;
  const names = (Object.keys(pages) as RoutesOf<R>[]).filter((name) => known === undefined || name === known);
  return (
    <Routes>
      {names.map((name) => (
        <Route key={name} path={siteMap[name as RouteName].path} element={pages[name]} />
      ))}
      <Route path="*" element={notFound} />
    </Routes>
  );
}
