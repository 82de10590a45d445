// At most `concurrency` pieces of work at once (sharp's decoding and encoding take a core each),
// and at most `maxWaiting` waiting for a turn: beyond that a request is refused at once (503)
// rather than queued for longer than a browser waits.
export class WorkLimitReached extends Error {
  override name = 'WorkLimitReached';
}

export function createWorkLimit(concurrency: number, maxWaiting: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length >= maxWaiting) throw new WorkLimitReached('too many pictures are being made');
      // The turn is handed over as it is (running stays counted), so none can jump the queue.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
export type WorkLimit = ReturnType<typeof createWorkLimit>;
