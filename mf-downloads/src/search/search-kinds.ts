export {
  searchKinds,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
  type SnippetPart,
} from '@school/shared-ui/site-search';
import type { SearchKind } from '@school/shared-ui/site-search';

export type SearchDoc = {
  id: string;
  kind: SearchKind;
  title: string;
  text: string;
  date: string;
  href: string;
};
