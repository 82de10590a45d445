import { listFilterParams, siteMap } from './site-map.ts';
import { pageJsonUrl } from './page-json.ts';

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

/** Always text, never markup. */
export type SnippetPart = { text: string; mark?: true };

export type SearchResult = {
  id: string;
  kind: SearchKind;
  title: SnippetPart[];
  snippet: SnippetPart[];
  date: string;
  href: string;
};

export type SearchAnswer = { query: string; results: SearchResult[]; total: number };

export const searchJsonUrl = (q: string, limit?: number) =>
  pageJsonUrl(siteMap.search.path, { [listFilterParams.search]: q, ...(limit ? { limit: String(limit) } : {}) });

export const MAX_QUERY = 100;

export const cleanQuery = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY);
