import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { buildIslandEntryFile, islandContainer, islandEntryFile, type AppName } from '@school/config/remotes';
import type { IslandParcel } from '@school/shared-ui/island';
import type { RemoteName } from '@school/shared-ui/runtime';
import type { PinnedBuild } from '../remotes/remote-loader.ts';
import type { IslandLoad } from './island-host.ts';

/** The shell's own island container: where the shell is, and the file its island host's build made. */
export type ShellIslands = { origin: string; entry: string };

/**
 * Loads islands from each app's island container (decision record 028): the build that rendered
 * the page while its files exist, otherwise the current build, which draws the island afresh. The
 * shell's islands come from the container its island host was built with.
 */
export function createIslandLoader(
  remotes: Partial<Record<RemoteName, string>>,
  pinned?: PinnedBuild,
  shell?: ShellIslands,
): IslandLoad {
  // Each app's container as registered: its entry, and whether it is the page's build.
  const registered = new Map<AppName, { fresh: boolean }>();
  let reloads = 0;

  function entriesOf(app: AppName): { current: URL; page?: URL | undefined } {
    if (app === 'shell') {
      if (!shell) throw new Error('No island container of the shell');
      return { current: new URL(islandEntryFile, shell.origin), page: new URL(shell.entry, shell.origin) };
    }
    const manifest = remotes[app];
    if (!manifest) throw new Error(`No remote ${app} in the runtime configuration`);
    const page = pinned?.remote === app ? new URL(buildIslandEntryFile(pinned.build), manifest) : undefined;
    return { current: new URL(islandEntryFile, manifest), page };
  }

  function register(app: AppName, entry: string, fresh: boolean) {
    // A redeploy keeps islandEntry.js's name, and the page's module map answers a URL it has imported
    // with the module it got then: a new URL imports the new build. `force` drops the old container.
    registerRemotes([{ name: islandContainer(app), entry, type: 'module' }], { force: registered.has(app) });
    registered.set(app, { fresh });
  }

  async function importIsland(app: AppName, island: string): Promise<IslandParcel> {
    const mod = await loadRemote<{ default?: IslandParcel }>(`${islandContainer(app)}/${island}`);
    if (!mod?.default?.mount) throw new Error(`${app} has no island ${island}`);
    return mod.default;
  }

  return async (app, island) => {
    const { current, page } = entriesOf(app);
    if (!registered.has(app)) register(app, (page ?? current).href, false);
    try {
      return { parcel: await importIsland(app, island), fresh: registered.get(app)!.fresh };
    } catch (error) {
      console.warn(
        `${app}: the build that rendered this page did not load; drawing ${island} afresh with the current one`,
        error,
      );
      current.searchParams.set('reload', String(++reloads));
      register(app, current.href, true);
      return { parcel: await importIsland(app, island), fresh: true };
    }
  };
}
