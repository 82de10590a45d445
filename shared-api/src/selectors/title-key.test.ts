import { describe, expect, it } from 'vitest';
import { titleKey } from './title-key.ts';

describe('titleKey', () => {
  it('is one key for one title however it is typed', () => {
    expect(titleKey("Teachers' Day")).toBe(titleKey('  teachers’  DAY '));
    expect(titleKey('Fête – Day 1!')).toBe('fête day 1');
    expect(titleKey('Class X, 2024')).toBe('class x 2024');
  });

  it('tells different titles apart', () => {
    expect(titleKey('Unit Test I')).not.toBe(titleKey('Unit Test II'));
    // Vowel signs are letters' parts, not punctuation.
    expect(titleKey('दिवाली')).not.toBe(titleKey('दवल'));
  });
});
