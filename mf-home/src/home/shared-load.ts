import { useMemo, useState } from 'react';
import type { ApiClient } from '@school/shared-api';

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

/** The selector runs before useApiData records the answer, so the hydration seed carries only the slice. */
export function useSelectedLoad<T, R>(
  load: (api: ApiClient) => Promise<T>,
  select: (answer: T) => R,
): (api: ApiClient) => Promise<R> {
  return useMemo(() => (api: ApiClient) => load(api).then(select), [load, select]);
}
