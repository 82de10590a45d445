import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { remoteEntryFile } from '@school/config/remotes';
import type { RemoteName, RuntimeConfig } from '@school/shared-ui/runtime';
import type { ParcelConfigObject as ParcelConfig } from 'single-spa';

type ParcelModule = { default?: ParcelConfig } & Partial<ParcelConfig>;

/** A remote that is never visited is never fetched (decision record 002). */
export function createRemoteLoader(config: RuntimeConfig) {
  const registered = new Set<RemoteName>();
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

  async function fetchParcel(name: RemoteName): Promise<ParcelConfig> {
    register(name);
    const mod = await loadRemote<ParcelModule>(`${name}/parcel`);
    const parcel = mod?.default ?? (mod?.mount ? (mod as ParcelConfig) : undefined);
    if (!parcel) throw new Error(`Remote ${name} did not expose a parcel`);
    return parcel;
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
