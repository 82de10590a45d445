import { loadRemote, registerRemotes } from '@module-federation/runtime';
import type { RemoteName, RuntimeConfig } from '@school/shared-ui/runtime';
import type { ParcelConfigObject as ParcelConfig } from 'single-spa';

type ParcelModule = { default?: ParcelConfig } & Partial<ParcelConfig>;

/** A remote that is never visited is never fetched (decision record 002). */
export function createRemoteLoader(config: RuntimeConfig) {
  const registered = new Set<RemoteName>();
  const cache = new Map<RemoteName, Promise<ParcelConfig>>();

  function register(name: RemoteName, force = false) {
    if (registered.has(name) && !force) return;
    registerRemotes([{ name, entry: config.remotes[name] }], { force });
    registered.add(name);
  }

  async function fetchParcel(name: RemoteName): Promise<ParcelConfig> {
    register(name);
    const mod = await loadRemote<ParcelModule>(`${name}/parcel`);
    const parcel = mod?.default ?? (mod?.mount ? (mod as ParcelConfig) : undefined);
    if (!parcel) throw new Error(`Remote ${name} did not expose a parcel`);
    return parcel;
  }

  return {
    load(name: RemoteName): Promise<ParcelConfig> {
      let pending = cache.get(name);
      if (!pending) {
        pending = fetchParcel(name);
        // A failure is not cached: Retry must fetch again.
        pending.catch(() => cache.delete(name));
        cache.set(name, pending);
      }
      return pending;
    },
    reset(name: RemoteName) {
      cache.delete(name);
      if (registered.has(name)) register(name, true);
    },
  };
}

export type RemoteLoader = ReturnType<typeof createRemoteLoader>;
