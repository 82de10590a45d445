import { describe, expect, it } from 'vitest';
import { capFields, CARD_DESCRIPTION_MAX, CARD_TEXT_MAX, cardTexts, truncateText } from './text-caps.ts';

describe('truncateText', () => {
  it.each([
    { text: 'Short title', max: 20, expected: 'Short title' },
    { text: 'exactly ten', max: 11, expected: 'exactly ten' },
    { text: 'Annual sports day results', max: 16, expected: 'Annual sports…' },
    { text: 'Annual sports day results', max: 14, expected: 'Annual sports…' },
    { text: 'Annual sports day results', max: 13, expected: 'Annual…' },
    { text: 'Supercalifragilistic', max: 8, expected: 'Superca…' },
    { text: 'Trailing   spaces here', max: 12, expected: 'Trailing…' },
    { text: '', max: 5, expected: '' },
  ])('cuts "$text" to $max characters as "$expected"', ({ text, max, expected }) => {
    const result = truncateText(text, max);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(max);
  });

  it('bounds a 100 KB title', () => {
    const hostile = 'word '.repeat(20_000);
    const result = truncateText(hostile, 160);
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.endsWith('word…')).toBe(true);
  });
});

describe('capFields', () => {
  it('returns the same object when nothing is too long', () => {
    const item = { title: 'Fine', n: 1 };
    expect(capFields(item, ['title'], 10)).toBe(item);
  });

  it('cuts only the named string fields, on a copy', () => {
    const item = { title: 'one two three four', description: 'one two three four', n: 1 };
    const capped = capFields(item, ['title'], 9);
    expect(capped).toEqual({ title: 'one two…', description: 'one two three four', n: 1 });
    expect(item.title).toBe('one two three four');
  });
});

describe('cardTexts', () => {
  const huge = 'word '.repeat(20_000);
  it.each([
    { field: 'title', max: CARD_TEXT_MAX },
    { field: 'name', max: CARD_TEXT_MAX },
    { field: 'venue', max: CARD_TEXT_MAX },
    { field: 'description', max: CARD_DESCRIPTION_MAX },
    { field: 'desc', max: CARD_DESCRIPTION_MAX },
  ])('caps $field at $max characters', ({ field, max }) => {
    const capped = cardTexts({ [field]: huge, attachments: ['a'] }) as Record<string, unknown>;
    expect((capped[field] as string).length).toBeLessThanOrEqual(max);
    expect(capped.attachments).toEqual(['a']);
  });
});
