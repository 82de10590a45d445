import { useCallback, useRef, useState } from 'react';

/** After "Show more", focus moves to the first new entry (`ref={focusTarget(index)}` on each entry). */
export function usePaged(total: number, pageSize: number, resetKey: string, initial = pageSize) {
  const [state, setState] = useState({ key: resetKey, count: initial });
  // Adjusting state during render (React's documented pattern) avoids one frame of stale pages.
  if (state.key !== resetKey) setState({ key: resetKey, count: initial });
  const count = state.key === resetKey ? state.count : initial;
  const focusFrom = useRef<number | null>(null);

  const showMore = useCallback(() => {
    focusFrom.current = count;
    setState((s) => ({ ...s, count: s.count + pageSize }));
  }, [count, pageSize]);

  const focusTarget = useCallback(
    (index: number) => (el: HTMLElement | null) => {
      if (el && focusFrom.current === index) {
        focusFrom.current = null;
        el.focus();
      }
    },
    [],
  );

  return { shown: Math.min(count, total), hasMore: count < total, showMore, focusTarget };
}
