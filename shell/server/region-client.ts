// A remote that is down, slow, looping or answering nonsense costs only its region (decision record 022).
import type { RemoteName } from '@school/config/remotes';
import { REQUEST_ID_HEADER } from '@school/config/server-ops/request-id';
import { parseRegionAnswer, REGION_KEY_HEADER, regionUrl } from '@school/shared-ui/region-protocol';
import type { RenderedRegion } from '@school/shared-ui/server';

export type RegionSource = (remote: RemoteName, url: string, signal: AbortSignal) => Promise<RenderedRegion>;

/** `requestId`: the id of the request being answered, which the remote writes in its own log lines. */
export function remoteRegions(
  manifests: Record<RemoteName, string>,
  requestId: () => string | undefined = () => undefined,
  key?: string,
): RegionSource {
  return async (remote, url, signal) => {
    const id = requestId();
    const res = await fetch(regionUrl(manifests[remote], url), {
      signal,
      headers: {
        accept: 'application/json',
        // Servers of one site, side by side: compressing a region for the shell to inflate again
        // cost both processes CPU on every render and saved no one a byte.
        'accept-encoding': 'identity',
        ...(id ? { [REQUEST_ID_HEADER]: id } : {}),
        ...(key ? { [REGION_KEY_HEADER]: key } : {}),
      },
    });
    if (res.status !== 200) {
      await res.body?.cancel();
      throw new Error(`${remote}'s region server answered ${res.status}`);
    }
    return parseRegionAnswer(await res.json());
  };
}
