import { useCallback } from 'react';
import { sessionParam, shownParam } from '@school/shared-ui/kit';
import { useSearchParams } from '@school/shared-ui/runtime';
import { sessionFrom } from './toppers-view.ts';

export function useSession(): [string, (session: string) => void] {
  const [params, setParams] = useSearchParams();
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
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return [session, setSession];
}
