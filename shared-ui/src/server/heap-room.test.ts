import { describe, expect, it } from 'vitest';
import { heapHasRoomFor, HEAP_SHARE, PARSE_GROWTH } from './heap-room.ts';

const MB = 1024 * 1024;
const heapOf = (usedMb: number) => () => ({ used_heap_size: usedMb * MB, heap_size_limit: 192 * MB });

describe('heapHasRoomFor', () => {
  it('admits a body while what it grows to fits in the share of the heap left', () => {
    const room = 192 * HEAP_SHARE - 40;
    expect(heapHasRoomFor((room / PARSE_GROWTH) * MB, heapOf(40))).toBe(true);
    expect(heapHasRoomFor((room / PARSE_GROWTH) * MB + 1, heapOf(40))).toBe(false);
  });

  it('refuses any body once the heap is past its share', () => {
    expect(heapHasRoomFor(1, heapOf(192 * HEAP_SHARE + 1))).toBe(false);
  });

  it("reads this process's heap by default", () => {
    expect(heapHasRoomFor(1)).toBe(true);
  });
});
