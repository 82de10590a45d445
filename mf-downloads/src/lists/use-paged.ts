import { useCallback, useState } from 'react';

/**
 * How many entries of a long list render (5,000 news stay quick): `pageSize` at first, one more
 * page per "Show more", and back to one page when `resetKey` (the filters) changes.
 */
export function usePaged(total: number, pageSize: number, resetKey: string) {
  const [state, setState] = useState({ key: resetKey, count: pageSize });
  // Adjusting state while rendering (React's documented pattern) avoids a frame of stale pages.
  if (state.key !== resetKey) setState({ key: resetKey, count: pageSize });
  const count = state.key === resetKey ? state.count : pageSize;
  const showMore = useCallback(() => setState((s) => ({ ...s, count: s.count + pageSize })), [pageSize]);
  return { shown: Math.min(count, total), hasMore: count < total, showMore };
}
