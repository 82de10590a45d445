import type { RemoteName } from '@school/config/remotes';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { regionRuntime } from '@school/shared-ui/region-protocol';
import type { RegionRenderer } from '@school/shared-ui/server';
import type { RegionSource } from '@school/shell/region-client';

export type MonolithRegions = Partial<Record<RemoteName, RegionRenderer>>;

export function inProcessRegions(
  regions: MonolithRegions,
  { runtime, dataDeadlineMs = 1000 }: { runtime: RuntimeConfig; dataDeadlineMs?: number },
): RegionSource {
  const rendered = regionRuntime(runtime);
  return async (name, url) => {
    const render = regions[name];
    if (!render) throw new Error(`${name} is not part of this monolith build`);
    return render({ url, runtime: rendered, dataDeadlineMs });
  };
}
