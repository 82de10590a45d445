import MiniSearch, { type Query } from 'minisearch';
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
  const withSwaps = swappedLetters(index);

  return {
    size: kept.length,
    search(query, limit = 50) {
      const q = cleanQuery(query);
      if (!q) return { query: q, results: [], total: 0 };
      let hits = index.search(withSwaps(q, 'AND'));
      if (!hits.length) hits = index.search(withSwaps(q, 'OR'));
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

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string | null | undefined | false;

/** Each word with two neighbouring letters swapped: "sprots" gives "psrots", "srpots", "sports"… */
export function swapsOf(word: string): string[] {
  const swaps = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++)
    if (word[i] !== word[i + 1]) swaps.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  return [...swaps];
}

/**
 * Fuzzy matching counts two swapped letters as two edits ("sprots" is two from sports), so a word
 * of 4 letters or more that no document holds is also asked as each of its swaps that one does
 * (Damerau's transposition, one edit).
 */
function swappedLetters(index: MiniSearch<SearchDoc>) {
  const held = (term: string) => index.search(term, { fuzzy: false, prefix: true }).length > 0;
  return (query: string, combineWith: 'AND' | 'OR'): Query => ({
    combineWith,
    queries: tokenize(query).flatMap((token): Query[] => {
      const term = processTerm(token);
      if (!term) return [];
      const swaps = term.length >= 4 && !held(term) ? swapsOf(term).filter(held) : [];
      if (!swaps.length) return [term];
      return [{ combineWith: 'OR', queries: [term, { queries: swaps, combineWith: 'OR', fuzzy: false }] }];
    }),
  });
}
