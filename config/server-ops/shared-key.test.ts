import { expect, it } from 'vitest';
import { keyCheck } from './shared-key.ts';

it('knows the key alone, whatever its length or type, and checks nothing without one', () => {
  const carries = keyCheck('k'.repeat(40))!;
  expect(carries('k'.repeat(40))).toBe(true);
  for (const given of ['k'.repeat(39), 'k'.repeat(41), '', undefined, ['k'.repeat(40)]])
    expect(carries(given)).toBe(false);
  expect(keyCheck(undefined)).toBeUndefined();
});
