// Renders that run at once share one heap (192 MB in each remote's process): a large provider body
// is parsed only while the heap has room for what parsing and checking it make, or the call fails
// and the last good answer stands (issue 35). Bodies under a megabyte are never asked about.
import { getHeapStatistics } from 'node:v8';

/** A JSON body becomes several times its bytes while it is parsed, checked and kept. */
export const PARSE_GROWTH = 4;
/** The share of the heap's limit parsing may fill: the rest is the renders' own. */
export const HEAP_SHARE = 0.75;

export function heapHasRoomFor(
  bytes: number,
  heap: () => { used_heap_size: number; heap_size_limit: number } = getHeapStatistics,
): boolean {
  const { used_heap_size: used, heap_size_limit: limit } = heap();
  return used + bytes * PARSE_GROWTH <= limit * HEAP_SHARE;
}
