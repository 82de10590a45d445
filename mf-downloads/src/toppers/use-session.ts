import { useCallback } from 'react';
import { sessionParam, shownParam } from '@school/shared-ui/kit';
import { useSearchParams } from '@school/shared-ui/runtime';
import { sessionFrom } from './toppers-view.ts';

/**
 * The chosen session, kept in the query string (?session=2024-2025) beside shared-ui's search
 * parameter, so a view can be shared and survives reload and back/forward. Choosing a session
 * adds a history entry, as the year and month selects do.
 */
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
