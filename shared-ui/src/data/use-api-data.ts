import { use, useEffect, useId, useRef, useState } from 'react';
import { errorForLog, type ApiClient } from '@school/shared-api';
import { useApi } from '../parcel/remote-context.tsx';
import { useRegion, type ServerRegion } from '../ssr/region-context.tsx';
import { someCallUnanswered } from './kept-line.ts';

/** `unanswered`: the provider failed a call of it (or of its page) and nothing kept stood in (issue 52). */
type ApiData<T> = { data: T; loaded: boolean; unanswered?: boolean };

/**
 * What each load last gave on this page. A page mounted again (Back, Forward) starts from it, so it
 * comes back as tall as it was left and its scroll position can be put back; it still asks again.
 */
let shown = new WeakMap<object, unknown>();

/** Each test is a visit of its own. */
export function forgetShownData(): void {
  shown = new WeakMap();
}

/**
 * The client never rejects on GETs, so a page needs only the value and whether it arrived. On the
 * server the render waits for the answer (up to the deadline) and records it under the hook's React
 * id; the browser hydrates with it (same id) and does not ask again (decision record 008).
 */
export function useApiData<T>(
  load: (api: ApiClient) => Promise<T>,
  initial: T,
  { forIslands = false }: { forIslands?: boolean } = {},
): ApiData<T> {
  const id = useId();
  const api = useApi();
  const { server, seed } = useRegion();
  // `use` may be called conditionally; the browser's hooks run on the server too (effects do not).
  const rendered = useAnswerOnServer(server, id, () => load(api), initial);
  if (server && forIslands && rendered?.loaded) (server.islandAnswers ??= new Set()).add(id);
  // A page hydrating renders what the server rendered; one without the server's data may start from what it showed before.
  const first = seed ? (id in seed ? seededAnswer(seed[id], initial) : undefined) : lastShown(load);
  const loaded = useApiDataInBrowser(load, initial, api, first);
  return rendered ?? loaded;
}

/**
 * Stands in the page's seed for an answer the server gave only to islands: each carries what it needs
 * in its props, and the app that hydrates the region leaves their HTML be (decision record 028). That
 * app still asks once, so its client keeps the answer for the rest of the visit (decision record 012).
 */
export const GIVEN_TO_ISLANDS = '\u0000given-to-islands';

const seededAnswer = <T>(value: unknown, initial: T) =>
  value === GIVEN_TO_ISLANDS ? { data: initial, seeded: true, toIslands: true } : { data: value as T, seeded: true };

function useAnswerOnServer<T>(
  server: ServerRegion | undefined,
  id: string,
  load: () => Promise<T>,
  initial: T,
): ApiData<T> | undefined {
  if (!server) return undefined;
  if (id in server.data) return { data: server.data[id] as T, loaded: true, unanswered: server.unanswered === true };
  let pending = server.pending.get(id);
  if (!pending) {
    const answer = load().then(
      (data) => {
        server.data[id] = data;
      },
      (error: unknown) => console.error(`Loading failed: ${errorForLog(error)}`),
    );
    pending = Promise.race([answer, server.deadline.then(afterKeptAnswers)]).then(() => {
      if (!(id in server.data)) server.degraded = true;
    });
    server.pending.set(id, pending);
  }
  use(pending);
  // Past the deadline (or failed): the placeholders, and the browser asks again.
  return id in server.data
    ? { data: server.data[id] as T, loaded: true, unanswered: server.unanswered === true }
    : { data: initial, loaded: false };
}

/**
 * At the deadline a call still open answers with its kept answer (shared-api), in promise callbacks
 * only: all of them have run before the next task, so a load built of several calls is in by then.
 */
const afterKeptAnswers = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function lastShown<T>(load: (api: ApiClient) => Promise<T>): { data: T; seeded: false } | undefined {
  return shown.has(load) ? { data: shown.get(load) as T, seeded: false } : undefined;
}

function useApiDataInBrowser<T>(
  load: (api: ApiClient) => Promise<T>,
  initial: T,
  api: ApiClient,
  first: { data: T; seeded: boolean; toIslands?: boolean } | undefined,
): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>(() =>
    first ? { data: first.data, loaded: true } : { data: initial, loaded: false },
  );
  // The server's answer is not asked for again.
  const seeded = useRef(first?.seeded && !first.toIslands ? first : undefined);
  useEffect(() => {
    if (seeded.current) {
      shown.set(load, seeded.current.data);
      seeded.current = undefined;
      return;
    }
    let live = true;
    load(api).then(
      (data) => {
        shown.set(load, data);
        if (live) setState({ data, loaded: true, unanswered: someCallUnanswered() });
      },
      (error: unknown) => {
        console.error('Loading failed', error);
        if (live) setState((s) => ({ ...s, loaded: true }));
      },
    );
    return () => {
      live = false;
    };
    // `load` is expected to be a stable module-level function or to change with its inputs.
  }, [api, load]);
  return state;
}
