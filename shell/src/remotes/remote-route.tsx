import { useCallback, useEffect } from 'react';
import { pageTitle } from '@school/shared-ui/kit';
import { ParcelHost, type ServerRenderedRegion } from '@school/shared-ui/host';
import { type RemoteName, type RuntimeConfig } from '@school/shared-ui/runtime';
import type { RemoteLoader } from './remote-loader.ts';

type Props = {
  remote: RemoteName;
  title: string;
  loader: RemoteLoader;
  runtime: RuntimeConfig;
  rendered?: ServerRenderedRegion | undefined;
};

export function RemoteRoute({ remote, title, loader, runtime, rendered }: Props) {
  const load = useCallback(() => loader.load(remote), [loader, remote]);
  const reset = useCallback(() => loader.reset(remote), [loader, remote]);
  useEffect(() => {
    document.title = pageTitle(title, runtime.school.name);
  }, [title, runtime.school.name]);
  return <ParcelHost key={remote} load={load} runtime={runtime} reset={reset} rendered={rendered} />;
}
