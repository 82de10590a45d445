// What the site search answers, as /Search?q=…&format=json and as the page's data: the search page
// (mf-downloads) makes it, the shell's header reads it for its suggestions.
import { listFilterParams, siteMap } from './site-map.ts';

/** What a search result is; its label is shown beside each result. */
export const searchKinds = {
  news: 'News',
  notice: 'Notice',
  circular: 'Circular',
  homework: 'Home Work',
  syllabus: 'Syllabus',
  event: 'Event',
  album: 'Album',
  video: 'Video',
  topper: 'Topper',
  page: 'Page',
} as const;
export type SearchKind = keyof typeof searchKinds;

/** A run of a title or snippet; `mark` runs matched the query. Always text, never markup. */
export type SnippetPart = { text: string; mark?: true };

export type SearchResult = {
  id: string;
  kind: SearchKind;
  title: SnippetPart[];
  snippet: SnippetPart[];
  /** ISO date, or '' when it has none (the site's pages). */
  date: string;
  href: string;
};

export type SearchAnswer = { query: string; results: SearchResult[]; total: number };

/** The value of `format` that asks /Search for its JSON instead of the page. */
export const SEARCH_JSON_FORMAT = 'json';

/** The search page's JSON twin, same origin. */
export const searchJsonUrl = (q: string, limit?: number) =>
  `${siteMap.search.path}?${new URLSearchParams({
    [listFilterParams.search]: q,
    format: SEARCH_JSON_FORMAT,
    ...(limit ? { limit: String(limit) } : {}),
  })}`;

/** The longest query searched; the rest is ignored. */
export const MAX_QUERY = 100;

/** The query as searched: single-spaced, trimmed, capped. */
export const cleanQuery = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
