// Where the shell's server gets a page's region: from the owning remote's own deployment, over
// HTTP (decision record 022). The shell runs none of a remote's code; a remote that is down, slow,
// looping or answering nonsense costs only its region, which the browser then renders.
import type { RemoteName } from '@school/config/remotes';
import { parseRegionAnswer, regionUrl } from '@school/shared-ui/region-protocol';
import type { RenderedRegion } from '@school/shared-ui/server';

/** A page's region, rendered by its remote; rejects when there is none to use (the browser renders it). */
export type RegionSource = (remote: RemoteName, url: string, signal: AbortSignal) => Promise<RenderedRegion>;

/** Regions fetched from each remote's deployment, beside the mf-manifest.json the runtime configuration names. */
export function remoteRegions(manifests: Record<RemoteName, string>): RegionSource {
  return async (remote, url, signal) => {
    const res = await fetch(regionUrl(manifests[remote], url), { signal, headers: { accept: 'application/json' } });
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new Error(`${remote}'s region server answered ${res.status}`);
    }
    return parseRegionAnswer(await res.json());
  };
}
