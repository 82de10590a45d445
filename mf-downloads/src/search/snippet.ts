import type { SnippetPart } from './search-kinds.ts';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function markTerms(text: string, terms: readonly string[]): SnippetPart[] {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length).map(escapeRegExp);
  if (!words.length || !text) return text ? [{ text }] : [];
  const parts: SnippetPart[] = [];
  let last = 0;
  for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.join('|')})`, 'giu'))) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

export function snippetOf(text: string, terms: readonly string[], room = 160): SnippetPart[] {
  const parts = markTerms(text, terms);
  const first = parts.findIndex((p) => p.mark);
  if (text.length <= room) return parts;
  const offset = parts.slice(0, Math.max(first, 0)).reduce((n, p) => n + p.text.length, 0);
  let start = Math.max(0, offset - Math.floor(room / 3));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + room);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = markTerms(text.slice(start, end), terms);
  return [...(start > 0 ? [{ text: '…' }] : []), ...cut, ...(end < text.length ? [{ text: '…' }] : [])];
}
