import type { ApiClient } from '@school/shared-api';
import { searchJsonUrl, type SearchAnswer } from '@school/shared-ui/site-search';

const browserSearch = async (q: string): Promise<SearchAnswer> => {
  const res = await fetch(searchJsonUrl(q), { headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`search answered ${res.status}`);
  return (await res.json()) as SearchAnswer;
};

/** On the server from the index itself (the browser bundle never holds it), in the browser from the JSON. */
export const searchLoader =
  (q: string) =>
  async (api: ApiClient): Promise<SearchAnswer> => {
    if (import.meta.env.SSR) {
      const { siteSearch } = await import('./site-search.ts');
      return (await siteSearch(api)).search(q);
    }
    return browserSearch(q);
  };
