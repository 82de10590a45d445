// The RemoteLoader of the monolith: each remote's parcel is a chunk of this build.
import type { IslandParcel } from '@school/shared-ui/island';
import type { RemoteName } from '@school/shared-ui/runtime';
import type { ParcelConfigObject as ParcelConfig } from 'single-spa';
import type { RemoteLoader } from '../../../shell/src/remotes/remote-loader.ts';

type ParcelModule = { default: ParcelConfig };
export type ParcelImports = Partial<Record<RemoteName, () => Promise<ParcelModule>>>;
/** By `<remote>/<island>`. */
export type IslandImports = Record<string, () => Promise<{ default: IslandParcel }>>;

export function createStaticLoader(parcels: ParcelImports): RemoteLoader {
  return {
    async load(name) {
      const importParcel = parcels[name];
      // A remote left out of this build (no source yet, or it failed to build) is unavailable.
      if (!importParcel) throw new Error(`${name} is not part of this monolith build`);
      return (await importParcel()).default;
    },
    reset() {},
  };
}
