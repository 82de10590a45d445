import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { buildEntryFile, remoteEntryFile } from '@school/config/remotes';
import type { RemoteName, RuntimeConfig } from '@school/shared-ui/runtime';
import type { ParcelConfigObject as ParcelConfig } from 'single-spa';

type ParcelModule = { default?: ParcelConfig } & Partial<ParcelConfig>;

/** The page's server-rendered region and the remote's build that rendered it. */
export type PinnedBuild = { remote: RemoteName; build: string };

/**
 * A remote that is never visited is never fetched (decision record 002). The page's own region wakes
 * with the build that rendered it while that build's files exist; otherwise with the current build,
 * which renders it afresh rather than hydrate another build's HTML (decision record 028).
 */
export function createRemoteLoader(config: RuntimeConfig, pinned?: PinnedBuild) {
  const registered = new Set<RemoteName>();
  let pin = pinned;
  const cache = new Map<RemoteName, Promise<ParcelConfig>>();
  // Remotes whose loaded code failed once: the next load asks for their entry afresh.
  const stale = new Set<RemoteName>();
  let reloads = 0;

  function register(name: RemoteName) {
    if (!stale.has(name)) {
      if (!registered.has(name)) registerRemotes([{ name, entry: config.remotes[name] }], { force: false });
      registered.add(name);
      return;
    }
    // A redeploy keeps remoteEntry.js's name, and the page's module map answers a name it has
    // imported with the module it got then (the old build, whose chunks may be gone): a new URL
    // makes the browser import the new build. `force` drops the runtime's copy of the remote.
    const entry = new URL(remoteEntryFile, config.remotes[name]);
    entry.searchParams.set('reload', String(++reloads));
    registerRemotes([{ name, entry: entry.href, type: 'module' }], { force: true });
    registered.add(name);
    stale.delete(name);
  }

  async function importParcel(name: RemoteName): Promise<ParcelConfig> {
    const mod = await loadRemote<ParcelModule>(`${name}/parcel`);
    const parcel = mod?.default ?? (mod?.mount ? (mod as ParcelConfig) : undefined);
    if (!parcel) throw new Error(`Remote ${name} did not expose a parcel`);
    return parcel;
  }

  async function fetchParcel(name: RemoteName): Promise<ParcelConfig> {
    if (pin?.remote === name) {
      const entry = new URL(buildEntryFile(pin.build), config.remotes[name]).href;
      pin = undefined;
      registerRemotes([{ name, entry, type: 'module' }], { force: registered.has(name) });
      registered.add(name);
      try {
        return await importParcel(name);
      } catch (error) {
        console.warn(`${name}: the build that rendered this page did not load; rendering it afresh`, error);
        stale.add(name);
        register(name);
        return withoutSeed(await importParcel(name));
      }
    }
    register(name);
    return importParcel(name);
  }

  function reset(name: RemoteName) {
    cache.delete(name);
    if (registered.has(name)) stale.add(name);
  }

  return {
    load(name: RemoteName): Promise<ParcelConfig> {
      let pending = cache.get(name);
      if (!pending) {
        const loading = fetchParcel(name);
        // A failure is not kept: the next load (a Retry, a later visit) fetches the remote afresh.
        loading.catch(() => cache.get(name) === loading && reset(name));
        cache.set(name, loading);
        pending = loading;
      }
      return pending;
    },
    /** After a fault (a failed or late load, a remote that broke while running): the next load fetches the remote afresh. */
    reset,
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;

/** Without the server's data a region renders anew instead of hydrating (create-parcel.tsx). */
function withoutSeed(parcel: ParcelConfig): ParcelConfig {
  const mounts = [parcel.mount].flat();
  return {
    ...parcel,
    mount: mounts.map((mount) => (props: Parameters<typeof mount>[0]) => mount({ ...props, seed: undefined })),
  } as ParcelConfig;
}
