import { useCallback } from 'react';
import { sessionParam, shownParam, useUrlQuery } from '@school/shared-ui/island';
import { sessionFrom } from './toppers-view.ts';

export function useSession(): [string, (session: string) => void] {
  const [params, setParams] = useUrlQuery();
  const session = sessionFrom(params.get(sessionParam));
  const setSession = useCallback(
    (value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(sessionParam, value);
          next.delete(shownParam);
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [session, setSession];
}
