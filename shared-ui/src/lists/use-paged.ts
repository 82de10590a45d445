import { useCallback, useRef, useState } from 'react';

/**
 * Renders a long list a page at a time (a 2,000-album gallery, 5,000 news stay quick):
 * `initial` entries at first (one page unless the URL asked for more: useListPaging), one more
 * page per `showMore`, and back to `initial` when `resetKey` (the filters) changes. After "Show more", focus moves to the first new entry (put
 * `ref={focusTarget(index)}` on each entry's focusable element), so a keyboard user continues
 * where the list grew instead of at the button.
 */
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

  /** Ref callback for entry `index`'s focus target: focuses it once when it is the first new one. */
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
