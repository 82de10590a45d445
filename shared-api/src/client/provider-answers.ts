// A server's renders within a page's fresh window (config/cache-windows.ts) share the provider's
// answers, parsed and checked once: one request per call in that window, and a call in flight is
// joined, not asked again. Only good answers are held; a fault is each caller's own, answered from
// its kept answers as before (kept-answers.ts, decision record 012). Servers only: the browser's
// bundle never imports it (`@school/shared-api/provider-answers`).
import { shareRuntimeAnswers, type SharedAnswers } from './http.ts';

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

type Held = { value: unknown; bytes: number; until: number };

export class ProviderAnswers implements SharedAnswers {
  readonly #held = new Map<string, Held>();
  readonly #asking = new Map<string, Promise<unknown>>();
  #bytes = 0;
  #options: Required<ProviderAnswersOptions>;

  constructor(options: ProviderAnswersOptions) {
    this.#options = { now: Date.now, ...options };
  }

  get on(): boolean {
    return this.#options.maxBytes > 0;
  }

  /** The bytes held now (bodies and keys). */
  get heldBytes(): number {
    return this.#bytes;
  }

  /** A server sets its own bound and window once, at start; what was held goes. */
  configure(options: ProviderAnswersOptions): void {
    this.#options = { now: Date.now, ...options };
    this.clear();
  }

  answer<T>(key: string, ask: () => Promise<Asked<T>>): Promise<T> {
    if (!this.on) return ask().then(({ value }) => value);
    const held = this.#held.get(key);
    if (held) {
      this.#drop(key);
      if (this.#options.now() < held.until) {
        // Map keeps insertion order: set again, it is the most recently used.
        this.#hold(key, held);
        return Promise.resolve(held.value as T);
      }
    }
    const asking = this.#asking.get(key);
    if (asking) return asking as Promise<T>;
    const asked = ask()
      .then(({ value, bytes }) => {
        if (bytes !== undefined)
          this.#hold(key, { value, bytes: bytes + key.length, until: this.#options.now() + this.#options.freshMs });
        return value;
      })
      .finally(() => this.#asking.delete(key));
    this.#asking.set(key, asked);
    return asked;
  }

  clear(): void {
    this.#held.clear();
    this.#bytes = 0;
  }

  #hold(key: string, held: Held): void {
    if (held.bytes > this.#options.maxBytes) return;
    this.#held.set(key, held);
    this.#bytes += held.bytes;
    for (const oldest of this.#held.keys()) {
      if (this.#bytes <= this.#options.maxBytes) break;
      this.#drop(oldest);
    }
  }

  #drop(key: string): void {
    const held = this.#held.get(key);
    if (!held) return;
    this.#held.delete(key);
    this.#bytes -= held.bytes;
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
