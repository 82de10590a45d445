import type { SnippetPart } from './search-kinds.ts';

/** Never as HTML: the provider's markup and the query's show as typed. */
export function MarkedText({ parts }: { parts: readonly SnippetPart[] }) {
  return parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text));
}
