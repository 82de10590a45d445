// The search's index is its remote's (decision record 026); the shell asks it as it asks for a region.
import type { RemoteName } from '@school/config/remotes';
import { dataUrl, REGION_KEY_HEADER } from '@school/shared-ui/region-protocol';
import { declaredQuery } from '@school/shared-ui/page-key';
import { listFilterParams, siteMap } from '@school/shared-ui/site-map';
import { SEARCH_JSON_FORMAT } from '@school/shared-ui/site-search';

export const asksForSearchJson = (url: string) =>
  new URLSearchParams(url.split('?')[1] ?? '').get('format') === SEARCH_JSON_FORMAT;

export type SearchJson = { status: number; body: string; cacheControl: string };

/** Only the query and limit reach the remote. */
export function searchJson(manifests: Record<RemoteName, string>, deadlineMs = 1500, key?: string) {
  const { path, remote } = siteMap.search;
  return async (url: string): Promise<SearchJson> => {
    const pageUrl = path + declaredQuery([listFilterParams.search, 'limit'], url);
    try {
      const res = await fetch(dataUrl(manifests[remote], pageUrl), {
        signal: AbortSignal.timeout(deadlineMs),
        headers: { accept: 'application/json', ...(key ? { [REGION_KEY_HEADER]: key } : {}) },
      });
      if (res.status !== 200) throw new Error(`${remote} answered ${res.status}`);
      return {
        status: 200,
        body: await res.text(),
        cacheControl: res.headers.get('cache-control') ?? 'public, max-age=30',
      };
    } catch (error) {
      console.error(`[shell] the search's JSON could not be had: ${String(error)}`);
      return { status: 503, body: JSON.stringify({ error: 'search unavailable' }), cacheControl: 'no-store' };
    }
  };
}
