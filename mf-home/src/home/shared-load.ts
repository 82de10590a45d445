import { useMemo, useState } from 'react';
import type { ApiClient } from '@school/shared-api';

/**
 * One call for the blocks of a page that read the same list: whichever mounts first makes it,
 * the others get its answer. A new page (a new visit to it) calls again.
 */
export function useSharedLoad<T>(load: (api: ApiClient) => Promise<T>): (api: ApiClient) => Promise<T> {
  const [shared] = useState(() => {
    const calls = new WeakMap<ApiClient, Promise<T>>();
    return (api: ApiClient) => {
      let call = calls.get(api);
      if (!call) calls.set(api, (call = load(api)));
      return call;
    };
  });
  return shared;
}

/**
 * A block's own load from a shared one: the block's selector runs before useApiData records the
 * answer, so the server's render and the hydration seed carry only the slice the block shows.
 */
export function useSelectedLoad<T, R>(
  load: (api: ApiClient) => Promise<T>,
  select: (answer: T) => R,
): (api: ApiClient) => Promise<R> {
  return useMemo(() => (api: ApiClient) => load(api).then(select), [load, select]);
}
