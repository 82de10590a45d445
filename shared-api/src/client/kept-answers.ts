// The last good answer of each GET call, kept in memory for the visit (stale-while-revalidate):
// every call still asks the provider, and when the provider fails a page shows what it showed
// before instead of its placeholders. POSTs never pass through here.
import type { EndpointName } from '../contract/index.ts';
import { BoundedStore } from './bounded-store.ts';
import { trimBaseUrl, type ApiClientConfig, type SendInit } from './http.ts';

/** An answer the getters keep: a parsed list or item (null and [] of a failure are never kept). */
type Answer = object;

/**
 * Memory bound: entries, and list items in all (a list of 10 000 news counts 10 000), so a page
 * of very long lists cannot fill memory. A day at most: the server shares its answers between
 * visitors, and a failing provider marks its pages degraded (re-rendered soon) all that time.
 */
export const KEPT_LIMITS = { entries: 200, items: 50_000, ttlMs: 24 * 60 * 60 * 1000 } as const;

export type KeptAnswers = BoundedStore<Answer>;

export function createKeptAnswers(
  limits: { entries: number; items: number; ttlMs: number } = KEPT_LIMITS,
): KeptAnswers {
  return new BoundedStore<Answer>({
    entries: limits.entries,
    maxSize: limits.items,
    sizeOf: (answer) => (Array.isArray(answer) ? answer.length + 1 : 1),
    ttlMs: limits.ttlMs,
  });
}

/** One store per runtime (one per page in the browser, one per server entry on the server): every client made there shares it, so a page mounted again finds its answers. */
const runtimeStore = createKeptAnswers();

/** A new visit: the runtime's store forgets every answer (tests start each test with it). */
export function forgetKeptAnswers(): void {
  runtimeStore.clear();
}

export type KeepOptions = {
  /** Where the answers are kept: the runtime's store by default; false keeps nothing. */
  keptAnswers?: KeptAnswers | false | undefined;
  /** Told of every good answer a getter keeps (a server render hands them to the browser). */
  onAnswer?: ((call: string, answer: unknown) => void) | undefined;
};

/** What the getters see: keep a good answer, recall the last one of a call. */
export type Keeper = {
  keep<T extends Answer>(call: string, answer: T): T;
  recall<T extends Answer>(call: string): T | undefined;
};

/** The key of one call: endpoint and its parameters (the client's own scope is added by the keeper). */
export function callKey(name: EndpointName, init: Pick<SendInit, 'params' | 'query'> = {}): string {
  return JSON.stringify([name, init.params ?? {}, init.query ?? {}]);
}

export function createKeeper(config: Pick<ApiClientConfig, 'baseUrl' | 'schoolCode'> & KeepOptions): Keeper {
  const store = config.keptAnswers ?? runtimeStore;
  // Clients of another provider or school never see these answers.
  const scope = `${trimBaseUrl(config.baseUrl)}|${config.schoolCode}|`;
  if (store === false) return { keep: (_call, answer) => answer, recall: () => undefined };
  return {
    keep(call, answer) {
      store.set(scope + call, answer);
      config.onAnswer?.(call, answer);
      return answer;
    },
    recall: (call) => store.get(scope + call) as never,
  };
}

/** Answers a server render kept (see `onAnswer`), kept here too: the page shows them if the provider fails later in the visit. */
export function keepAnswers(
  config: Pick<ApiClientConfig, 'baseUrl' | 'schoolCode'> & Pick<KeepOptions, 'keptAnswers'>,
  answers: Record<string, unknown>,
): void {
  const keeper = createKeeper({ ...config, onAnswer: undefined });
  for (const [call, answer] of Object.entries(answers))
    if (typeof answer === 'object' && answer !== null) keeper.keep(call, answer);
}
