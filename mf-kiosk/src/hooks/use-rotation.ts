import { useEffect, useState } from 'react';

export type Rotation = { index: number; previous: number | null };

/**
 * Index of the item on show, advancing every `intervalMs` and wrapping; `previous` is the item
 * it replaced (for a cross-fade). One setInterval, cleared when paused, when the count or
 * interval changes and on unmount. An interval rather than a timeout re-armed after each
 * render: it keeps time even when rendering lags (and under Playwright's fake clock).
 */
export function useRotation(count: number, intervalMs: number, paused: boolean): Rotation {
  const [state, setState] = useState<Rotation>({ index: 0, previous: null });

  useEffect(() => {
    if (paused || count < 2) return;
    const id = setInterval(
      () => setState((s) => ({ index: (s.index + 1) % count, previous: s.index % count })),
      intervalMs,
    );
    return () => clearInterval(id);
  }, [count, intervalMs, paused]);

  // The list may shrink after a refresh: stay in range without an extra render.
  const index = count > 0 ? state.index % count : 0;
  const previous =
    state.previous !== null && state.previous < count && state.previous !== index ? state.previous : null;
  return { index, previous };
}
