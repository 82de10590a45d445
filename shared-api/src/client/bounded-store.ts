// lru-cache would add 4.6 KB gzip to every first load for the three operations kept answers use (docs/decisions/005).
export type BoundedStoreLimits<V> = { entries: number; maxSize: number; ttlMs: number; sizeOf: (value: V) => number };

export class BoundedStore<V> {
  readonly #items = new Map<string, { value: V; size: number; at: number }>();
  #size = 0;
  #changes = 0;

  constructor(private readonly limits: BoundedStoreLimits<V>) {}

  get size(): number {
    return this.#items.size;
  }

  get calculatedSize(): number {
    return this.#size;
  }

  /** Counts every set: a copy on disk is written again only when it moved. */
  get changes(): number {
    return this.#changes;
  }

  /** Least recently used first, with when each was set; those past their time are left out. */
  entries(now = Date.now()): [key: string, value: V, at: number][] {
    return [...this.#items].filter(([, i]) => now - i.at <= this.limits.ttlMs).map(([k, i]) => [k, i.value, i.at]);
  }

  get(key: string): V | undefined {
    const item = this.#items.get(key);
    if (item === undefined) return undefined;
    this.delete(key);
    if (Date.now() - item.at > this.limits.ttlMs) return undefined;
    // Map keeps insertion order: set again, the key becomes the most recently used.
    this.#items.set(key, item);
    this.#size += item.size;
    return item.value;
  }

  /** `at`: when it was set, for one read back from disk. */
  set(key: string, value: V, at = Date.now()): void {
    this.delete(key);
    this.#changes += 1;
    const size = this.limits.sizeOf(value);
    if (size > this.limits.maxSize || Date.now() - at > this.limits.ttlMs) return;
    this.#items.set(key, { value, size, at });
    this.#size += size;
    for (const oldest of this.#items.keys()) {
      if (this.#items.size <= this.limits.entries && this.#size <= this.limits.maxSize) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const item = this.#items.get(key);
    if (item === undefined) return;
    this.#items.delete(key);
    this.#size -= item.size;
  }

  clear(): void {
    this.#items.clear();
    this.#size = 0;
  }
}
