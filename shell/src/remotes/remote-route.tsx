import { useCallback, useEffect } from 'react';
import { pageTitle } from '@school/shared-ui/kit';
import { ParcelHost, type ServerRenderedRegion } from '@school/shared-ui/host';
import { type RemoteName, type RuntimeConfig, useLocation } from '@school/shared-ui/runtime';
import type { FirstRegion } from './first-region.ts';
import type { RemoteLoader } from './remote-loader.ts';

type Props = {
  remote: RemoteName;
  title: string;
  loader: RemoteLoader;
  runtime: RuntimeConfig;
  /** The server's region for this remote on this page, if it is still the page it was rendered for. */
  regionFor: (remote: RemoteName, locationKey: string) => FirstRegion | undefined;
};

export function RemoteRoute({ remote, title, loader, runtime, regionFor }: Props) {
  const rendered: ServerRenderedRegion | undefined = regionFor(remote, useLocation().key);
  const load = useCallback(() => loader.load(remote), [loader, remote]);
  const reset = useCallback(() => loader.reset(remote), [loader, remote]);
  useEffect(() => {
    document.title = pageTitle(title, runtime.school.name);
  }, [title, runtime.school.name]);
  return <ParcelHost key={remote} load={load} runtime={runtime} reset={reset} rendered={rendered} />;
}
