import { describe, expect, it } from 'vitest';
import { MAX_SHOWN, PAGE_SIZE, shownCount, shownKey } from './shown-param.ts';

describe('shownCount', () => {
  it('shows one page without a value, or with one that is not a count', () => {
    for (const raw of [null, '', '0', '-24', '2.5', 'abc', '1e3']) expect(shownCount(raw)).toBe(PAGE_SIZE);
  });

  it('shows whole pages, rounding up, at most MAX_SHOWN', () => {
    expect(shownCount('48')).toBe(48);
    expect(shownCount('49')).toBe(72);
    expect(shownCount('1')).toBe(PAGE_SIZE);
    expect(shownCount(String(MAX_SHOWN + 1))).toBe(MAX_SHOWN);
    expect(shownCount('9'.repeat(400))).toBe(MAX_SHOWN);
  });
});

describe('shownKey', () => {
  it('writes the count the list shows, and nothing for one page', () => {
    expect(shownKey('30')).toBe('48');
    expect(shownKey('24')).toBeNull();
    expect(shownKey('x')).toBeNull();
  });
});
