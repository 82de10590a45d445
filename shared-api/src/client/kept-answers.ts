// Every call still asks the provider; when it fails, or is still open at its deadline, a page shows
// what it showed before (decision record 012).
import type { EndpointName } from '../contract/index.ts';
import { BoundedStore } from './bounded-store.ts';
import { trimBaseUrl } from './base-url.ts';
import type { ApiClientConfig, SendInit } from './http.ts';

/** null and [] of a failure are never kept. */
type Answer = object;
type Kept = { answer: Answer; at: number };

/** A day at most: a failing provider marks its pages degraded (re-rendered soon) all that time. */
export const KEPT_LIMITS = { entries: 200, items: 50_000, ttlMs: 24 * 60 * 60 * 1000 } as const;

export type KeptAnswers = BoundedStore<Kept>;

export function createKeptAnswers(
  limits: { entries: number; items: number; ttlMs: number } = KEPT_LIMITS,
): KeptAnswers {
  return new BoundedStore<Kept>({
    entries: limits.entries,
    maxSize: limits.items,
    sizeOf: ({ answer }) => (Array.isArray(answer) ? answer.length + 1 : 1),
    ttlMs: limits.ttlMs,
  });
}

/** One per page in the browser, one per server entry on the server: a page mounted again finds its answers. */
const runtimeStore = createKeptAnswers();

/** This runtime's own store: a server keeps it on disk across a restart (kept-file). */
export const runtimeKeptAnswers = (): KeptAnswers => runtimeStore;

export function forgetKeptAnswers(): void {
  runtimeStore.clear();
}

export type KeepOptions = {
  keptAnswers?: KeptAnswers | false | undefined;
  /** A server render hands them to the browser: the provider's answers, and the kept ones it used. */
  onAnswer?: ((call: string, answer: unknown) => void) | undefined;
  /**
   * When a call still open answers with its kept answer: milliseconds after it starts, or a moment
   * shared by every call of a render. Without a kept answer it waits on. Default: only a failure.
   */
  deadline?: number | Promise<void> | undefined;
  /** A kept answer stood in for the provider's: when the provider had sent it (ms since the epoch). */
  onKept?: ((at: number, call: string) => void) | undefined;
  /** The provider answered the call (in time or late): a page in the browser stops saying it is not answering. */
  onFresh?: ((call: string) => void) | undefined;
  /** The provider failed the call and nothing kept stood in: what it shows of it is nothing (issue 52). */
  onUnanswered?: ((call: string) => void) | undefined;
};

export type Keeper = {
  keep<T extends Answer>(call: string, answer: T): T;
  recall<T extends Answer>(call: string): T | undefined;
  /** After a provider fault: the kept answer, or `nothing` (and onUnanswered is told). */
  recallOr<T>(call: string, nothing: T): T;
  /** `asked` itself runs on, and keeps its answer when it comes. */
  inTime<T>(call: string, asked: Promise<T>): Promise<T>;
};

export function callKey(name: EndpointName, init: Pick<SendInit, 'params' | 'query'> = {}): string {
  return JSON.stringify([name, init.params ?? {}, init.query ?? {}]);
}

export function createKeeper(config: Pick<ApiClientConfig, 'baseUrl' | 'schoolCode'> & KeepOptions): Keeper {
  const store = config.keptAnswers ?? runtimeStore;
  // Clients of another provider or school never see these answers.
  const scope = `${trimBaseUrl(config.baseUrl)}|${config.schoolCode}|`;
  const unanswered = <T>(call: string, nothing: T): T => {
    config.onUnanswered?.(call);
    return nothing;
  };
  if (store === false)
    return { keep: (_call, answer) => answer, recall: () => undefined, recallOr: unanswered, inTime: (_call, a) => a };
  const recall = <T extends Answer>(call: string): T | undefined => {
    const kept = store.get(scope + call);
    if (kept === undefined) return undefined;
    config.onKept?.(kept.at, call);
    // A page that asks again in the browser finds it there too.
    config.onAnswer?.(call, kept.answer);
    return kept.answer as T;
  };
  return {
    keep(call, answer) {
      store.set(scope + call, { answer, at: Date.now() });
      config.onAnswer?.(call, answer);
      config.onFresh?.(call);
      return answer;
    },
    recall,
    recallOr: <T>(call: string, nothing: T): T => (recall(call) as T | undefined) ?? unanswered(call, nothing),
    inTime(call, asked) {
      const { deadline } = config;
      if (deadline === undefined) return asked;
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const due =
        typeof deadline === 'number'
          ? new Promise<void>((resolve) => (timer = setTimeout(resolve, deadline)))
          : deadline;
      const done = () => {
        settled = true;
        clearTimeout(timer);
      };
      asked.then(done, done);
      const kept = due.then(() => (settled ? asked : ((recall<Answer>(call) as Awaited<typeof asked>) ?? asked)));
      return Promise.race([asked, kept]);
    },
  };
}

export function keepAnswers(
  config: Pick<ApiClientConfig, 'baseUrl' | 'schoolCode'> & Pick<KeepOptions, 'keptAnswers'>,
  answers: Record<string, unknown>,
): void {
  const keeper = createKeeper({
    keptAnswers: config.keptAnswers,
    baseUrl: config.baseUrl,
    schoolCode: config.schoolCode,
  });
  for (const [call, answer] of Object.entries(answers))
    if (typeof answer === 'object' && answer !== null) keeper.keep(call, answer);
}
