import { describe, expect, it } from 'vitest';
import { visibleText } from './visible-text.ts';

describe('visibleText', () => {
  it.each([
    ['\u200B\u200C\u200D', ''],
    ['\u2060\uFEFF\u00AD\u180E', ''],
    ['\u202EAnanya\u202C', 'Ananya'],
    ['Ana\u200Bnya', 'Ananya'],
    ['Ana\u00ADnya\uFE0F', 'Ananya'],
    ['\uFEFF  Ananya Dsouza \u200B', 'Ananya Dsouza'],
  ])('removes the characters that draw nothing (%j)', (value, seen) => {
    expect(visibleText(value)).toBe(seen);
  });

  it('folds compatibility forms into the plain ones (NFKC)', () => {
    expect(visibleText('Ａｎａｎｙａ')).toBe('Ananya');
    expect(visibleText('ﬁrst')).toBe('first');
    expect(visibleText('Ａ－１００１')).toBe('A-1001');
    expect(visibleText('Re\u0301mi')).toBe('Rémi');
  });

  it('trims after removing, so a space behind a zero-width one goes too', () => {
    expect(visibleText('\u200B Ananya \u200B')).toBe('Ananya');
  });

  it('leaves other names alone', () => {
    for (const name of ['अनन्या', 'Zoë O’Brien', 'ಅನನ್ಯಾ', 'A']) expect(visibleText(name)).toBe(name.normalize('NFKC'));
  });
});
