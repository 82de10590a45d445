import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { buildIslandEntryFile, islandContainer, islandEntryFile } from '@school/config/remotes';
import type { IslandParcel } from '@school/shared-ui/island';
import type { RemoteName } from '@school/shared-ui/runtime';
import type { PinnedBuild } from '../remotes/remote-loader.ts';
import type { IslandLoad } from './island-host.ts';

/**
 * Loads islands from each remote's island container (decision record 028): the build that rendered
 * the page while its files exist, otherwise the current build, which draws the island afresh.
 */
export function createIslandLoader(remotes: Partial<Record<RemoteName, string>>, pinned?: PinnedBuild): IslandLoad {
  // Each remote's container as registered: its entry, and whether it is the page's build.
  const registered = new Map<RemoteName, { fresh: boolean }>();
  let reloads = 0;

  function register(remote: RemoteName, entry: string, fresh: boolean) {
    // A redeploy keeps islandEntry.js's name, and the page's module map answers a URL it has imported
    // with the module it got then: a new URL imports the new build. `force` drops the old container.
    registerRemotes([{ name: islandContainer(remote), entry, type: 'module' }], { force: registered.has(remote) });
    registered.set(remote, { fresh });
  }

  async function importIsland(remote: RemoteName, island: string): Promise<IslandParcel> {
    const mod = await loadRemote<{ default?: IslandParcel }>(`${islandContainer(remote)}/${island}`);
    if (!mod?.default?.mount) throw new Error(`${remote} has no island ${island}`);
    return mod.default;
  }

  return async (remote, island) => {
    const manifest = remotes[remote];
    if (!manifest) throw new Error(`No remote ${remote} in the runtime configuration`);
    const current = new URL(islandEntryFile, manifest);
    if (!registered.has(remote)) {
      const page = pinned?.remote === remote ? new URL(buildIslandEntryFile(pinned.build), manifest) : undefined;
      register(remote, (page ?? current).href, false);
    }
    try {
      return { parcel: await importIsland(remote, island), fresh: registered.get(remote)!.fresh };
    } catch (error) {
      console.warn(`${remote}: its build is gone; drawing ${island} afresh with the current one`, error);
      current.searchParams.set('reload', String(++reloads));
      register(remote, current.href, true);
      return { parcel: await importIsland(remote, island), fresh: true };
    }
  };
}
