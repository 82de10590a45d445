// Retries are jittered, so screens do not all retry at once. Plain timers, no React: tested with fake timers.
import { REFRESH_MS, RETRY_BASE_MS, RETRY_JITTER, RETRY_MAX_MS } from '../kiosk/constants.ts';

export type RefreshLoopOptions<T> = {
  load: (signal: AbortSignal) => Promise<T>;
  isFailure: (result: T) => boolean;
  onData: (result: T) => void;
  onFailure?: (failures: number, retryInMs: number) => void;
  refreshMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  random?: () => number;
};

export type RefreshLoop = {
  refreshNow(): void;
  stop(): void;
};

export function retryDelay(
  failures: number,
  base = RETRY_BASE_MS,
  max = RETRY_MAX_MS,
  random: () => number = Math.random,
): number {
  const exponential = base * 2 ** Math.min(Math.max(failures - 1, 0), 30);
  const jitter = 1 + RETRY_JITTER * (2 * random() - 1);
  return Math.round(Math.min(max, exponential * jitter));
}

export function startRefreshLoop<T>(options: RefreshLoopOptions<T>): RefreshLoop {
  const {
    load,
    isFailure,
    onData,
    onFailure,
    refreshMs = REFRESH_MS,
    retryBaseMs = RETRY_BASE_MS,
    retryMaxMs = RETRY_MAX_MS,
    random = Math.random,
  } = options;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: AbortController | undefined;
  let stopped = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), ms);
  };

  async function run() {
    if (stopped || running) return;
    clearTimeout(timer);
    const controller = new AbortController();
    running = controller;
    let result: T | undefined;
    let failed: boolean;
    try {
      result = await load(controller.signal);
      failed = isFailure(result);
    } catch (error) {
      console.warn('[mf_kiosk] refresh failed', error);
      failed = true;
    }
    running = undefined;
    if (stopped) return;
    if (failed) {
      failures += 1;
      const delay = retryDelay(failures, retryBaseMs, retryMaxMs, random);
      onFailure?.(failures, delay);
      schedule(delay);
    } else {
      failures = 0;
      onData(result as T);
      schedule(refreshMs);
    }
  }

  void run();
  return {
    refreshNow: () => void run(),
    stop() {
      stopped = true;
      clearTimeout(timer);
      running?.abort();
    },
  };
}
