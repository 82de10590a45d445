// A segmented LRU: a key enters on probation and joins the hot set when asked again while held.
// Only probation makes room for new keys, so a flood of keys asked once never evicts the hot set.
import { LRUCache } from 'lru-cache';

export type HotSetOptions<V> = {
  maxBytes: number;
  sizeOf: (value: V, key: string) => number;
  hotShare?: number;
};

export type SegmentStats = { entries: number; bytes: number };
export type HotSetStats = SegmentStats & { hot: SegmentStats; probation: SegmentStats };

export type HotSet<V> = {
  get(key: string): V | undefined;
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
  // The value just set goes last, if it alone is too big.
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
