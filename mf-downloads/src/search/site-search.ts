import type { ApiClient } from '@school/shared-api';
import { loadSearchDocs } from './search-documents.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';
import type { SearchDoc } from './search-kinds.ts';

export const INDEX_TTL_MS = 60_000;

const signatureOf = (docs: readonly SearchDoc[]) => {
  // The index is rebuilt only when what it holds would differ.
  let h = 0x811c9dc5;
  for (const d of docs)
    for (const s of [d.id, d.title, d.text, d.date, d.href])
      for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return `${docs.length}:${h >>> 0}`;
};

type Built = { index: SearchIndex; signature: string; at: number };

/** While it is asked for again, searches use the last one (one refresh at a time). */
export function createSiteSearch(load = loadSearchDocs, now = () => Date.now()) {
  let built: Built | undefined;
  let refreshing: Promise<Built> | undefined;

  const refresh = (api: ApiClient) =>
    (refreshing ??= load(api)
      .then((docs) => {
        const signature = signatureOf(docs);
        built =
          built && built.signature === signature
            ? { ...built, at: now() }
            : { index: buildSearchIndex(docs), signature, at: now() };
        return built;
      })
      .finally(() => (refreshing = undefined)));

  const search = async (api: ApiClient): Promise<SearchIndex> => {
    if (!built) return (await refresh(api)).index;
    if (now() - built.at > INDEX_TTL_MS) void refresh(api).catch(() => undefined);
    return built.index;
  };
  /** Resolves once the refresh that runs behind a search, if any, has ended. */
  const idle = async () => void (await refreshing?.catch(() => undefined));
  return Object.assign(search, { idle });
}

export const siteSearch = createSiteSearch();
