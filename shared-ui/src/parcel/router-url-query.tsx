import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from '../router.ts';
import { UrlQueryProvider, type SetUrlQuery, type UrlQuery } from '../lists/url-query.ts';

function useRouterQuery(): UrlQuery {
  const [params, setParams] = useSearchParams();
  const set = useCallback<SetUrlQuery>(
    (change, { replace }) => setParams(change, { replace, preventScrollReset: true }),
    [setParams],
  );
  return [params, set];
}

/** Lists inside the app keep their query through its router, which other parts of the app read. */
export function RouterUrlQuery({ children }: { children: ReactNode }) {
  return <UrlQueryProvider value={useRouterQuery}>{children}</UrlQueryProvider>;
}
