import MiniSearch from 'minisearch';
import { markTerms, snippetOf } from './snippet.ts';
import { cleanQuery } from '@school/shared-ui/site-search';
import type { SearchAnswer, SearchDoc } from './search-kinds.ts';

/** The index's memory stays bounded whatever the provider sends. */
export const MAX_DOCS = 20_000;
export const MAX_TEXT = 600;

export type SearchIndex = {
  search: (query: string, limit?: number) => SearchAnswer;
  size: number;
};

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  // A provider may list a record twice (the gallery does): the first is kept.
  const byId = new Map<string, SearchDoc>();
  for (const d of docs) {
    if (byId.size === MAX_DOCS) break;
    if (!byId.has(d.id)) byId.set(d.id, { ...d, text: d.text.slice(0, MAX_TEXT) });
  }
  const kept = [...byId.values()];
  const index = new MiniSearch<SearchDoc>({
    fields: ['title', 'text'],
    searchOptions: {
      boost: { title: 3 },
      // One edit in a word of 5 letters, two from 10: "feess" finds fees, "admision" admission.
      fuzzy: (term) => (term.length < 4 ? false : 0.2),
      prefix: (term) => term.length >= 3,
      combineWith: 'AND',
    },
  });
  index.addAll(kept);

  return {
    size: kept.length,
    search(query, limit = 50) {
      const q = cleanQuery(query);
      if (!q) return { query: q, results: [], total: 0 };
      let hits = index.search(q);
      if (!hits.length) hits = index.search(q, { combineWith: 'OR' });
      const inTitle = (fields: string[][]) => fields.some((f) => f.includes('title'));
      const ranked = hits
        .map((hit) => ({ hit, title: inTitle(Object.values(hit.match)) }))
        .sort((a, b) => Number(b.title) - Number(a.title) || b.hit.score - a.hit.score);
      const results = ranked.slice(0, limit).flatMap(({ hit }) => {
        const doc = byId.get(hit.id as string);
        if (!doc) return [];
        const { text: _text, title, ...rest } = doc;
        return [{ ...rest, title: markTerms(title, hit.terms), snippet: snippetOf(doc.text, hit.terms) }];
      });
      return { query: q, results, total: hits.length };
    },
  };
}
