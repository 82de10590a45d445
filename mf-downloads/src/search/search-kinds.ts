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

/** One thing the index holds: text already as a card shows it (capped), and where it is read. */
export type SearchDoc = {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  /** ISO date, or '' when it has none (the site's pages). */
  date: string;
  href: string;
};

/** A run of a snippet; `mark` runs matched the query. */
export type SnippetPart = { text: string; mark?: true };

export type SearchResult = Omit<SearchDoc, 'text' | 'title'> & { title: SnippetPart[]; snippet: SnippetPart[] };

/** What /Search?format=json and the page's data carry. */
export type SearchAnswer = { query: string; results: SearchResult[]; total: number };
