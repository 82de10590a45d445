import { describe, expect, it } from 'vitest';
import { markTerms, snippetOf } from './snippet.ts';

describe('markTerms', () => {
  it('marks words that start with a term, whatever their case', () => {
    expect(markTerms('Fees and feedback, coffees', ['fee'])).toEqual([
      { text: 'Fee', mark: true },
      { text: 's and ' },
      { text: 'fee', mark: true },
      { text: 'dback, coffees' },
    ]);
  });

  it('treats regular-expression characters in a term as text', () => {
    expect(markTerms('a (b) c', ['(b)'])).toEqual([{ text: 'a ' }, { text: '(b)', mark: true }, { text: ' c' }]);
  });
});

describe('snippetOf', () => {
  it('cuts long text around the first match, with ellipses', () => {
    const text = `${'lorem '.repeat(60)}fees are due ${'ipsum '.repeat(60)}`;
    const parts = snippetOf(text, ['fees'], 80);
    const joined = parts.map((p) => p.text).join('');
    expect(joined.startsWith('…')).toBe(true);
    expect(joined.endsWith('…')).toBe(true);
    expect(joined).toContain('fees are due');
    expect(joined.length).toBeLessThanOrEqual(82);
  });
});
