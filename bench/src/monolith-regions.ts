// The monolith's regions for the shell's server: rendered in-process by the one server bundle,
// where the federated site fetches each remote's server entry from its deployment.
import type { RemoteName } from '@school/config/remotes';
import type { RegionRenderer } from '@school/shared-ui/server';

export type MonolithRegions = Partial<Record<RemoteName, RegionRenderer>>;

export function inProcessEntries(regions: MonolithRegions) {
  return {
    async get(name: RemoteName): Promise<RegionRenderer> {
      const render = regions[name];
      // A remote left out of the build: its region is left to the browser, which shows "unavailable".
      if (!render) throw new Error(`${name} is not part of this monolith build`);
      return render;
    },
    /** Nothing to load: the regions came with the bundle. */
    async warm(): Promise<void> {},
  };
}
