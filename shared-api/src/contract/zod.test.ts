import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

describe('the contract zod', () => {
  it('words issues in English, as zod classic did', () => {
    expect(z.string().safeParse(1).error?.issues[0]?.message).toBe('Invalid input: expected string, received number');
    expect(z.string().check(z.maxLength(3)).safeParse('abcd').error?.issues[0]?.message).toBe(
      'Too big: expected string to have <=3 characters',
    );
  });
});
