import type { IslandParcel } from '@school/shared-ui/island';
import type { AppName } from '@school/config/remotes';

/** An island's code; `fresh` when it is not the build that rendered the page, so it draws the island afresh. */
export type LoadedIsland = { parcel: IslandParcel; fresh: boolean };
export type IslandLoad = (app: AppName, island: string) => Promise<LoadedIsland>;

/** Hydrates an island in place with its app's code (decision record 028). */
export async function wakeIsland(element: HTMLElement, load: IslandLoad): Promise<void> {
  const [app, island] = (element.getAttribute('name') ?? '').split('/') as [AppName, string | undefined];
  if (!island) throw new Error(`Not an island's name: ${app}`);
  const { parcel, fresh } = await load(app, island);
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
