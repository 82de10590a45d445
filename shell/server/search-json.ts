// /Search?q=…&format=json: the search's results for the header's suggestions and the search page in
// the browser, same origin. The index is the search page's remote's (decision record 026); the shell
// asks it as it asks for a region (decision record 022), under a deadline.
import type { RemoteName } from '@school/config/remotes';
import { dataUrl } from '@school/shared-ui/region-protocol';
import { declaredQuery } from '@school/shared-ui/page-key';
import { listFilterParams, siteMap } from '@school/shared-ui/site-map';
import { SEARCH_JSON_FORMAT } from '@school/shared-ui/site-search';

/** Does this request ask for the search's JSON rather than its page? */
export const asksForSearchJson = (url: string) =>
  new URLSearchParams(url.split('?')[1] ?? '').get('format') === SEARCH_JSON_FORMAT;

export type SearchJson = { status: number; body: string; cacheControl: string };

/** Fetches the search's JSON from its remote: the query and limit only, so nothing else reaches it. */
/** `deadlineMs` as a region's (SSR_REGION_DEADLINE_MS). */
export function searchJson(manifests: Record<RemoteName, string>, deadlineMs = 1500) {
  const { path, remote } = siteMap.search;
  return async (url: string): Promise<SearchJson> => {
    const pageUrl = path + declaredQuery([listFilterParams.search, 'limit'], url);
    try {
      const res = await fetch(dataUrl(manifests[remote], pageUrl), {
        signal: AbortSignal.timeout(deadlineMs),
        headers: { accept: 'application/json' },
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
