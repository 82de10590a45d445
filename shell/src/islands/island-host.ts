import type { IslandParcel } from '@school/shared-ui/island';
import type { RemoteName } from '@school/shared-ui/runtime';

/** An island's code; `fresh` when it is not the build that rendered the page, so it draws the island afresh. */
export type LoadedIsland = { parcel: IslandParcel; fresh: boolean };
export type IslandLoad = (remote: RemoteName, island: string) => Promise<LoadedIsland>;

/** Hydrates an island in place with its remote's code (decision record 028). */
export async function wakeIsland(element: HTMLElement, load: IslandLoad): Promise<void> {
  const [remote, island] = (element.getAttribute('name') ?? '').split('/') as [RemoteName, string | undefined];
  if (!island) throw new Error(`Not an island's name: ${remote}`);
  const { parcel, fresh } = await load(remote, island);
  const props = {
    name: element.id,
    domElement: element,
    island: JSON.parse(element.getAttribute('props') ?? '{}') as object,
    fresh,
  };
  // Read once: a list's cards can make it a megabyte, which every later look at the element would copy.
  element.removeAttribute('props');
  await parcel.bootstrap(props);
  await parcel.mount(props);
}
