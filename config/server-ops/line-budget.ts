// Access lines are rate-limited, not sampled at random: a flood writes at most `perSecond` lines a
// second, and one line then says how many it left out (decision record 030).
export type LineBudget = {
  /** Whether this line may be written. */
  take(): boolean;
  /** Reports what was left out so far (a stop). */
  flush(): void;
};

export function lineBudget({
  perSecond,
  onDropped,
  now = Date.now,
}: {
  perSecond: number;
  onDropped: (dropped: number, windowMs: number) => void;
  now?: () => number;
}): LineBudget {
  let windowStart = -Infinity;
  let used = 0;
  let dropped = 0;
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (dropped > 0) onDropped(dropped, 1000);
    dropped = 0;
  };
  return {
    take() {
      const t = now();
      if (t - windowStart >= 1000) {
        flush();
        windowStart = t;
        used = 0;
      }
      if (used < perSecond) {
        used += 1;
        return true;
      }
      dropped += 1;
      // A flood that stops still gets its summary, without waiting for the next request.
      timer ??= setTimeout(flush, Math.max(0, windowStart + 1000 - t)).unref();
      return false;
    },
    flush,
  };
}
