import type { ApiClient } from '@school/shared-api';
import { siteMap } from '@school/shared-ui/kit';
import type { SearchAnswer } from './search-kinds.ts';

/** The page's JSON twin, same origin: the shell answers it from this remote's index. */
export const searchJsonUrl = (q: string) => `${siteMap.search.path}?${new URLSearchParams({ q, format: 'json' })}`;

const browserSearch = async (q: string): Promise<SearchAnswer> => {
  const res = await fetch(searchJsonUrl(q), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  return (await res.json()) as SearchAnswer;
};

/** The results for `q`: on the server from the index itself (the browser bundle never holds it), in the browser from the JSON. */
export const searchLoader =
  (q: string) =>
  async (api: ApiClient): Promise<SearchAnswer> => {
    if (import.meta.env.SSR) {
      const { siteSearch } = await import('./site-search.ts');
      return (await siteSearch(api)).search(q);
    }
    return browserSearch(q);
  };
