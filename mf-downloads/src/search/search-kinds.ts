export {
  searchKinds,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
  type SnippetPart,
} from '@school/shared-ui/site-search';
import type { SearchKind } from '@school/shared-ui/site-search';

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
