// A server's renders within a page's fresh window (cache-windows.ts) share the provider's answers,
// parsed and checked once: one request per call in that window, and a call in flight is joined, not
// asked again (kept-copies.ts). Only good answers are held, never served past their window; a fault
// is each caller's own, answered from its kept answers as before (decision record 012). Servers
// only: the browser's bundle never imports it.
import { shareRuntimeAnswers, type SharedAnswers } from '@school/shared-api';
import { createKeptCopies, type KeptCopies } from './kept-copies.ts';

/** What one request gave: `bytes`, its body's length, when it may be held; without it, only those waiting share it. */
export type Asked<T> = { value: T; bytes?: number | undefined };

export type ProviderAnswersOptions = {
  /** 0 holds nothing and joins nothing: every call asks. */
  maxBytes: number;
  /** How long an answer is held: the fresh window of the pages made from it. */
  freshMs: number;
  now?: () => number;
};

/** What each server holds unless its PROVIDER_CACHE_MB says otherwise. */
export const DEFAULT_PROVIDER_ANSWERS_BYTES = 8 * 1024 * 1024;

export class ProviderAnswers implements SharedAnswers {
  #maxBytes = 0;
  #copies!: KeptCopies<Asked<unknown>>;

  constructor(options: ProviderAnswersOptions) {
    this.configure(options);
  }

  get on(): boolean {
    return this.#maxBytes > 0;
  }

  /** The bytes held now (bodies and keys). */
  get heldBytes(): number {
    return this.#copies.stats().bytes;
  }

  /** A server sets its own bound and window once, at start; what was held goes. */
  configure({ maxBytes, freshMs, now }: ProviderAnswersOptions): void {
    this.#maxBytes = maxBytes;
    this.#copies = createKeptCopies<Asked<unknown>>({
      maxBytes,
      sizeOf: ({ bytes }, key) => (bytes === undefined ? undefined : bytes + key.length),
      windows: { freshMs, staleMs: 0 },
      serveStale: false,
      now,
    });
  }

  answer<T>(key: string, ask: () => Promise<Asked<T>>): Promise<T> {
    return this.#copies.get(key, ask).then(({ value }) => value as T);
  }

  clear(): void {
    this.#copies.clear();
  }
}

/** One per runtime, off until its server turns it on (a remote's server entry: cacheProviderAnswers). */
const runtimeAnswers = new ProviderAnswers({ maxBytes: 0, freshMs: 0 });

export const runtimeProviderAnswers = (): ProviderAnswers => runtimeAnswers;

/** Exported by each server entry, whose bundled shared-api holds its own store: its server turns it on. */
export function cacheProviderAnswers({ maxBytes, freshMs }: { maxBytes?: number | undefined; freshMs: number }): void {
  runtimeAnswers.configure({ maxBytes: maxBytes ?? DEFAULT_PROVIDER_ANSWERS_BYTES, freshMs });
  shareRuntimeAnswers(runtimeAnswers);
}
