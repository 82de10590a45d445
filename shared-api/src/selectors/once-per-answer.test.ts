import { describe, expect, it, vi } from 'vitest';
import { oncePerAnswer } from './once-per-answer.ts';

describe('oncePerAnswer', () => {
  it('selects once per answer and key, and anew for another answer', () => {
    const select = vi.fn((items: readonly number[], min: number | undefined) => items.filter((n) => n >= (min ?? 0)));
    const once = oncePerAnswer(select);
    const answer = [1, 2, 3];
    const first = once(answer, 2);
    expect(first).toEqual([2, 3]);
    expect(once(answer, 2)).toBe(first);
    expect(once(answer)).toEqual([1, 2, 3]);
    expect(once(answer)).toBe(once(answer));
    expect(once([1, 2, 3], 2)).not.toBe(first);
    expect(select).toHaveBeenCalledTimes(3);
  });
});
