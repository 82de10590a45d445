import { describe, expect, it } from 'vitest';
import { buildSearchIndex, MAX_DOCS, MAX_TEXT, swapsOf } from './search-index.ts';
import { searchKinds, type SearchDoc, type SearchKind } from './search-kinds.ts';

const doc = (id: string, title: string, text = '', kind: SearchKind = 'news'): SearchDoc => ({
  id,
  kind,
  title,
  text,
  date: '2025-03-04T00:00:00.000Z',
  href: `/News?q=${id}`,
});
const plain = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const marked = (parts: { text: string; mark?: true }[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('swapsOf', () => {
  it('swaps each pair of neighbouring letters once', () => {
    expect(swapsOf('abc')).toEqual(['bac', 'acb']);
    expect(swapsOf('aab')).toEqual(['aba']);
  });
});

describe('buildSearchIndex', () => {
  const index = buildSearchIndex([
    doc('a', 'Annual sports day', 'Parents are invited; fees for the bus are due.'),
    doc('b', 'Fees for the new session', 'Pay online in the Parent Portal.', 'circular'),
    doc('c', 'Science exhibition', 'Models by Std IX.', 'event'),
  ]);

  it('finds a word with a typo in it', () => {
    expect(index.search('exhibtion').results.map((r) => r.id)).toEqual(['c']);
    expect(index.search('feess').results.map((r) => r.id)).toContain('b');
  });

  it('finds a word with two neighbouring letters swapped', () => {
    expect(index.search('sprots').results.map((r) => r.id)).toEqual(['a']);
    expect(plain(index.search('sprots').results[0]!.title)).toBe('Annual sports day');
    expect(marked(index.search('sprots').results[0]!.title)).toEqual(['sports']);
    expect(index.search('exihbition').results.map((r) => r.id)).toEqual(['c']);
    expect(index.search('annual sprots').results.map((r) => r.id)).toEqual(['a']);
  });

  it('swaps no letters of a word the documents hold', () => {
    const words = buildSearchIndex([doc('f', 'Admission form'), doc('l', 'A letter from the principal')]);
    expect(words.search('form').results.map((r) => r.id)).toEqual(['f']);
    expect(words.search('fomr').results.map((r) => r.id)).toEqual(['f']);
  });

  it('ranks a title match above a match in the text alone', () => {
    expect(index.search('fees').results.map((r) => r.id)).toEqual(['b', 'a']);
  });

  it('marks the matched words in the title and the snippet', () => {
    const [first, second] = index.search('fees').results;
    expect(marked(first!.title)).toEqual(['Fees']);
    expect(marked(second!.snippet)).toEqual(['fees']);
    expect(plain(second!.snippet)).toBe('Parents are invited; fees for the bus are due.');
  });

  it('keeps markup in the text and the query as text', () => {
    const html = buildSearchIndex([doc('x', '<b>Bold</b> news', 'A <script>alert(1)</script> note')]);
    const [hit] = html.search('<b>bold').results;
    expect(plain(hit!.title)).toBe('<b>Bold</b> news');
    expect(plain(hit!.snippet)).toBe('A <script>alert(1)</script> note');
    expect(html.search('</mark><script>').query).toBe('</mark><script>');
  });

  it('finds every kind it is given', () => {
    const kinds = Object.keys(searchKinds) as SearchKind[];
    const all = buildSearchIndex(kinds.map((k) => doc(k, `Holiday ${k}`, '', k)));
    expect(new Set(all.search('holiday').results.map((r) => r.kind))).toEqual(new Set(kinds));
  });

  it('keeps the first of two documents with one id', () => {
    const twice = buildSearchIndex([doc('a', 'Annual day'), doc('a', 'Annual day again')]);
    expect(twice.size).toBe(1);
    expect(twice.search('annual').results).toHaveLength(1);
  });

  it('answers nothing for an empty query', () => {
    expect(index.search('   ').results).toEqual([]);
  });

  it('holds at most MAX_DOCS documents of at most MAX_TEXT characters', () => {
    const many = Array.from({ length: MAX_DOCS + 10 }, (_, i) => doc(`d${i}`, `Item ${i}`, 'word '.repeat(500)));
    const big = buildSearchIndex(many);
    expect(big.size).toBe(MAX_DOCS);
    const [hit] = big.search('Item 3').results;
    expect(plain(hit!.snippet).length).toBeLessThanOrEqual(MAX_TEXT);
  });
});
