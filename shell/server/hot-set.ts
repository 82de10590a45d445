// Values kept in memory within a byte budget, in two segments (segmented LRU): a key enters on
// probation and joins the hot set when it is asked again while held. Only probation makes room for
// new keys, so a flood of keys asked once (a bot's ?id=<random>) churns probation and never evicts
// the hot set. The hot set may fill hotShare of the budget; probation has whatever it leaves.
import { LRUCache } from 'lru-cache';

export type HotSetOptions<V> = {
  maxBytes: number;
  sizeOf: (value: V, key: string) => number;
  /** The share of maxBytes the hot set may fill. */
  hotShare?: number;
};

export type SegmentStats = { entries: number; bytes: number };
export type HotSetStats = SegmentStats & { hot: SegmentStats; probation: SegmentStats };

export type HotSet<V> = {
  /** The value held for a key; asking for a key held on probation moves it to the hot set. */
  get(key: string): V | undefined;
  /** Keeps a value in its key's segment, a new key on probation; one bigger than the room left is not kept. */
  set(key: string, value: V): void;
  stats(): HotSetStats;
  clear(): void;
};

export function createHotSet<V extends object>({ maxBytes, sizeOf, hotShare = 0.75 }: HotSetOptions<V>): HotSet<V> {
  const probation = new LRUCache<string, V>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  const hot = new LRUCache<string, V>({
    maxSize: Math.max(1, Math.floor(maxBytes * hotShare)),
    sizeCalculation: sizeOf,
    // The hot set's least recently asked value is not dropped yet: it gets another chance on probation.
    dispose: (value, key, reason) => {
      if (reason === 'evict') probation.set(key, value);
    },
  });
  const bytes = () => hot.calculatedSize + probation.calculatedSize;
  // Probation's least recently used go first; the value just set goes last, if it alone is too big.
  const trim = () => {
    while (bytes() > maxBytes && probation.size > 0) probation.pop();
  };
  const segment = (lru: LRUCache<string, V>): SegmentStats => ({ entries: lru.size, bytes: lru.calculatedSize });

  return {
    get(key) {
      const held = hot.get(key);
      if (held !== undefined) return held;
      const trial = probation.get(key);
      if (trial !== undefined && sizeOf(trial, key) <= hot.maxSize) {
        // A move: the bytes held stay the same, whatever the hot set sends back to probation.
        probation.delete(key);
        hot.set(key, trial);
      }
      return trial;
    },
    set(key, value) {
      (hot.has(key) ? hot : probation).set(key, value);
      trim();
    },
    stats: () => ({
      entries: hot.size + probation.size,
      bytes: bytes(),
      hot: segment(hot),
      probation: segment(probation),
    }),
    clear() {
      hot.clear();
      probation.clear();
    },
  };
}
