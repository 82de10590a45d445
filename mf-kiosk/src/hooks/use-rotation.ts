import { useEffect, useState } from 'react';

export type Rotation = { index: number; previous: number | null };

/** An interval rather than a re-armed timeout: it keeps time even when rendering lags (and under a fake clock). */
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
