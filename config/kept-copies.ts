// Copies a server keeps by the cache windows (cache-windows.ts): the shell's pages, a remote's
// regions and the provider's answers all keep theirs here, each adding only what is its own
// (docs/decisions/024).
import { defaultWindows, type CacheWindows } from './cache-windows.ts';
import { createHotSet, type HotSetStats } from './hot-set.ts';

export type { HotSetStats } from './hot-set.ts';

/** How an ask was answered: a copy fresh or stale, or one made for it; `shed*`: nothing new could be made. */
export type KeptOutcome = 'hit' | 'stale' | 'miss' | 'shed-stale' | 'shed';

export type KeptCopiesOptions<V> = {
  /** 0 keeps none and joins none: every ask makes its own (the benchmark's uncached renders). */
  maxBytes: number;
  /** What a copy costs in bytes; undefined: it is not kept, only the asks waiting for it share it. */
  sizeOf: (copy: V, key: string) => number | undefined;
  windows?: Partial<CacheWindows> | undefined;
  /** A good copy is fresh for freshMs, any other for degradedMs. Default: every copy is good. */
  isGood?: ((copy: V) => boolean) | undefined;
  /** false: no copy past its fresh window is answered, neither while a new one is made nor when making fails. */
  serveStale?: boolean | undefined;
  /** A bad copy made while a good one may still be served stale leaves the good one, fresh again for degradedMs. */
  keepGoodOverBad?: boolean | undefined;
  now?: (() => number) | undefined;
  /** The server's metrics. */
  onOutcome?: ((outcome: KeptOutcome) => void) | undefined;
  /** A copy kept elsewhere (on disk, by a predecessor), asked for when none is held here. */
  recall?: ((key: string) => Promise<{ copy: V; madeAt: number } | undefined>) | undefined;
  /** Each good copy made, to be kept elsewhere too. */
  onMade?: ((key: string, copy: V, madeAt: number) => void) | undefined;
};

export type KeptCopies<V> = {
  /**
   * The copy kept while fresh; past that, while it may be served stale, it at once and a new one made
   * behind it; else a new one waited for. One `make` runs per key at a time: asks meanwhile join it.
   * Rejects only when `make` throws and no copy (however old, if stale ones are served) is kept.
   * When `mayMake` says no (the server sheds load), answers the copy kept, however old, or undefined.
   */
  get(key: string, make: () => Promise<V>): Promise<V>;
  get(key: string, make: () => Promise<V>, mayMake: () => boolean): Promise<V | undefined>;
  stats(): HotSetStats;
  readonly windows: CacheWindows;
  clear(): void;
  /** A stale copy's remaking runs behind the ask that got it: this waits for it too. */
  idle(): Promise<void>;
};

type Kept<V> = { copy: V; size: number; madeAt: number; freshUntil: number };

export function createKeptCopies<V>(options: KeptCopiesOptions<V>): KeptCopies<V> {
  const { maxBytes, sizeOf, isGood = () => true, serveStale = true, now = Date.now, onOutcome = () => {} } = options;
  const windows: CacheWindows = { ...defaultWindows, ...definedOf(options.windows ?? {}) };
  if (maxBytes <= 0) return madeEveryTime(windows, onOutcome);
  const freshFor = (copy: V) => (isGood(copy) ? windows.freshMs : windows.degradedMs);
  const servableStale = (kept: Kept<V>) => serveStale && now() - kept.madeAt <= freshFor(kept.copy) + windows.staleMs;

  const held = createHotSet<Kept<V>>({ maxBytes, sizeOf: (kept) => kept.size });
  const making = new Map<string, Promise<V>>();

  function keep(key: string, kept: Omit<Kept<V>, 'size'>) {
    const size = sizeOf(kept.copy, key);
    if (size !== undefined) held.set(key, { ...kept, size });
  }

  // Once started it finishes and answers its waiters even if its key is evicted meanwhile.
  function remake(key: string, make: () => Promise<V>, stale: Kept<V> | undefined): Promise<V> {
    const running = making.get(key);
    if (running) return running;
    const made = (async () => {
      const copy = await make();
      const madeAt = now();
      if (options.keepGoodOverBad && stale && !isGood(copy) && isGood(stale.copy) && servableStale(stale)) {
        keep(key, { ...stale, freshUntil: madeAt + windows.degradedMs });
        return stale.copy;
      }
      keep(key, { copy, madeAt, freshUntil: madeAt + freshFor(copy) });
      if (isGood(copy)) options.onMade?.(key, copy, madeAt);
      return copy;
    })().finally(() => making.delete(key));
    making.set(key, made);
    return made;
  }

  async function get(key: string, make: () => Promise<V>, mayMake: () => boolean = () => true) {
    // Asking again for a key kept, stale or not, is what makes it hot.
    const kept = held.get(key) ?? (options.recall && !making.has(key) ? await recalled(key) : undefined);
    if (kept && now() < kept.freshUntil) {
      onOutcome('hit');
      return kept.copy;
    }
    const usable = serveStale ? kept : undefined;
    if (!making.has(key) && !mayMake()) {
      onOutcome(usable ? 'shed-stale' : 'shed');
      return usable?.copy;
    }
    const made = remake(key, make, kept);
    if (kept && servableStale(kept)) {
      onOutcome('stale');
      made.catch(() => {});
      return kept.copy;
    }
    onOutcome('miss');
    // Even a copy too old to hand out is better than an error.
    return made.catch((error: unknown) => {
      if (usable) return usable.copy;
      throw error;
    });
  }

  /** A copy kept elsewhere, held here if it may still be served. */
  async function recalled(key: string): Promise<Kept<V> | undefined> {
    const found = await options.recall?.(key).catch(() => undefined);
    if (!found || held.get(key)) return held.get(key);
    const kept = { ...found, freshUntil: found.madeAt + freshFor(found.copy) };
    if (!servableStale({ ...kept, size: 0 })) return undefined;
    keep(key, kept);
    return held.get(key);
  }

  return {
    get: get as KeptCopies<V>['get'],
    windows,
    stats: () => held.stats(),
    clear: () => held.clear(),
    idle: async () => {
      while (making.size > 0) await Promise.allSettled([...making.values()]);
    },
  };
}

function madeEveryTime<V>(windows: CacheWindows, onOutcome: (outcome: KeptOutcome) => void): KeptCopies<V> {
  const none = { entries: 0, bytes: 0 };
  return {
    get: (async (_key: string, make: () => Promise<V>, mayMake: () => boolean = () => true) => {
      if (!mayMake()) return void onOutcome('shed');
      onOutcome('miss');
      return make();
    }) as KeptCopies<V>['get'],
    windows,
    stats: () => ({ ...none, hot: none, probation: none }),
    clear: () => {},
    idle: async () => {},
  };
}

// `{ freshMs: undefined }` from a caller's options leaves the default.
const definedOf = <T extends object>(partial: T) =>
  Object.fromEntries(Object.entries(partial).filter(([, v]) => v !== undefined)) as Partial<T>;
