import type { RemoteName } from '@school/shared-ui/runtime';
import { readServerBoot } from '../boot/server-boot.ts';
import { pageRemoteLoader, type RemoteLoader } from '../remotes/remote-loader.ts';

type BootRuntime = { remotes: Record<RemoteName, string> };

/**
 * Hydrates an island with its remote's code (decision record 028): React and styled-components come
 * with the first island, shared with every other island and the app. `loader`: the page's, by default.
 */
export async function wakeIsland(element: HTMLElement, loader: RemoteLoader = pageLoader()): Promise<void> {
  const [remote, island] = (element.getAttribute('name') ?? '').split('/') as [RemoteName, string | undefined];
  if (!island) throw new Error(`Not an island's name: ${remote}`);
  const { parcel, fresh } = await loader.loadIsland(remote, island);
  const props = JSON.parse(element.getAttribute('props') ?? '{}') as object;
  await parcel.bootstrap({ name: element.id, domElement: element, island: props, fresh });
  await parcel.mount({ name: element.id, domElement: element, island: props, fresh });
}

function pageLoader(): RemoteLoader {
  const boot = readServerBoot();
  const runtime = boot?.runtime as BootRuntime | undefined;
  if (!runtime?.remotes) throw new Error('The page names no remotes');
  const region = boot?.region;
  return pageRemoteLoader(runtime, region?.build ? { remote: region.remote, build: region.build } : undefined);
}
