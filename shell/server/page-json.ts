// A page's JSON twin (the search's results, a long list's items) is its remote's (decision records
// 026, 039); the shell asks it as it asks for a region.
import type { RemoteName } from '@school/config/remotes';
import { dataUrl, REGION_KEY_HEADER } from '@school/shared-ui/region-protocol';
import { declaredQuery } from '@school/shared-ui/page-key';
import { listFilterParams, matchRoute } from '@school/shared-ui/site-map';

export type PageJson = { status: number; body: string; cacheControl: string };

const noJson = (status: number, error: string): PageJson => ({
  status,
  body: JSON.stringify({ error }),
  cacheControl: 'no-store',
});

/** Only the search's query and limit, or a page's own parameters, reach the remote: a list's twin is its whole list. */
export function pageJson(manifests: Record<RemoteName, string>, deadlineMs = 1500, key?: string) {
  return async (url: string): Promise<PageJson> => {
    const path = url.split('?')[0] ?? '/';
    const route = matchRoute(path);
    if (!route || route.bare) return noJson(404, 'This page has no JSON.');
    const query = declaredQuery(route.name === 'search' ? [listFilterParams.search, 'limit'] : route.params, url);
    const { remote } = route;
    try {
      const res = await fetch(dataUrl(manifests[remote], path + query), {
        signal: AbortSignal.timeout(deadlineMs),
        headers: { accept: 'application/json', ...(key ? { [REGION_KEY_HEADER]: key } : {}) },
      });
      if (res.status === 404) return noJson(404, 'This page has no JSON.');
      if (res.status !== 200) throw new Error(`${remote} answered ${res.status}`);
      return {
        status: 200,
        body: await res.text(),
        cacheControl: res.headers.get('cache-control') ?? 'public, max-age=30',
      };
    } catch (error) {
      console.error(`[shell] the JSON of ${path} could not be had: ${String(error)}`);
      return noJson(503, 'unavailable');
    }
  };
}
