import { describe, expect, it } from 'vitest';
import { MAX_SHOWN, PAGE_SIZE, searchShowing, shownCount, shownKey } from './shown-param.ts';

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

describe('searchShowing', () => {
  it('asks for the count, keeping the other parameters and their order', () => {
    expect(searchShowing(new URLSearchParams('year=2024&q=day'), 48)).toBe('?year=2024&q=day&show=48');
    expect(searchShowing(new URLSearchParams('show=48&year=2024'), 72)).toBe('?show=72&year=2024');
  });

  it('drops the parameter for one page, and asks nothing past MAX_SHOWN', () => {
    expect(searchShowing(new URLSearchParams('year=2024&show=48'), PAGE_SIZE)).toBe('?year=2024');
    expect(searchShowing(new URLSearchParams(), MAX_SHOWN)).toBe(`?show=${MAX_SHOWN}`);
    expect(searchShowing(new URLSearchParams(), MAX_SHOWN + PAGE_SIZE)).toBeUndefined();
  });

  it('asks for what shownCount reads back', () => {
    for (const count of [PAGE_SIZE, PAGE_SIZE * 2, PAGE_SIZE * 7, MAX_SHOWN]) {
      const search = new URLSearchParams(searchShowing(new URLSearchParams('q=x'), count));
      expect(shownCount(search.get('show'))).toBe(count);
    }
  });
});
