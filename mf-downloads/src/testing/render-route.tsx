// Renders this remote at a route the way the shell would (theme, runtime context, router),
// with the current URL written into the page so tests can read the query string.
import { useLocation } from 'react-router-dom';
import { renderInRemote } from '@school/shared-ui/testing';
import { DownloadsApp } from '../downloads-app.tsx';

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

export function renderRoute(route: string) {
  return renderInRemote(
    <>
      <DownloadsApp />
      <LocationProbe />
    </>,
    { route },
  );
}
