import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_MS, RETRY_BASE_MS, RETRY_MAX_MS } from '../kiosk/constants.ts';
import { retryDelay, startRefreshLoop } from './refresh-loop.ts';

// The provider's answer per call: 'down' means every list came back empty (the client's failure).
type Answer = 'ok' | 'down' | 'throw';

function setup(answers: Answer[]) {
  const load = vi.fn(async (signal: AbortSignal) => {
    void signal;
    const answer = answers.shift() ?? 'ok';
    if (answer === 'throw') throw new Error('boom');
    return answer;
  });
  const onData = vi.fn();
  const onFailure = vi.fn();
  const loop = startRefreshLoop({ load, isFailure: (r) => r === 'down', onData, onFailure, random: () => 0.5 });
  return { load, onData, onFailure, loop };
}

// Lets the awaited load settle after the fake clock fired its timer.
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('retryDelay', () => {
  it('doubles from the base and stops at the cap', () => {
    const noJitter = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n, RETRY_BASE_MS, RETRY_MAX_MS, noJitter))).toEqual([
      15_000, 30_000, 60_000, 120_000, 240_000, 480_000, 600_000, 600_000,
    ]);
    expect(retryDelay(1000, RETRY_BASE_MS, RETRY_MAX_MS, noJitter)).toBe(RETRY_MAX_MS);
  });
  it('jitters within ±20% and never beyond the cap', () => {
    expect(retryDelay(1, 10_000, 1e9, () => 0)).toBe(8_000);
    expect(retryDelay(1, 10_000, 1e9, () => 1)).toBe(12_000);
    expect(retryDelay(20, 10_000, 50_000, () => 1)).toBe(50_000);
  });
});

describe('startRefreshLoop', () => {
  it('loads at once, then every 10 minutes while the provider answers', async () => {
    const { load, onData, loop } = setup([]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(onData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(onData).toHaveBeenCalledTimes(3);
    loop.stop();
  });

  it('keeps the last data on failure and retries with backoff until the provider returns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { load, onData, onFailure, loop } = setup(['ok', 'down', 'throw', 'down', 'ok']);
    await settle();
    expect(onData).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REFRESH_MS); // 2nd call: down
    expect(onFailure).toHaveBeenLastCalledWith(1, 15_000);
    await vi.advanceTimersByTimeAsync(15_000); // 3rd: throws
    expect(onFailure).toHaveBeenLastCalledWith(2, 30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1); // 4th: down
    expect(onFailure).toHaveBeenLastCalledWith(3, 60_000);
    await vi.advanceTimersByTimeAsync(60_000); // 5th: back
    expect(onData).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledTimes(3);
    // Recovered: the normal period again, and the backoff starts over.
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    expect(load).toHaveBeenCalledTimes(6);
    expect(warn).toHaveBeenCalledTimes(1);
    loop.stop();
    warn.mockRestore();
  });

  it('retries from the first load when the kiosk starts with the provider down', async () => {
    const { load, onData, loop } = setup(['down', 'down', 'ok']);
    await settle();
    await vi.advanceTimersByTimeAsync(15_000 + 30_000);
    expect(load).toHaveBeenCalledTimes(3);
    expect(onData).toHaveBeenCalledTimes(1);
    loop.stop();
  });

  it('refreshNow loads at once, but never twice at the same time', async () => {
    const { load, loop } = setup(['down']);
    await settle();
    loop.refreshNow();
    loop.refreshNow();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    // The retry timer was replaced, not doubled: next load after a full period.
    await vi.advanceTimersByTimeAsync(REFRESH_MS - 1);
    expect(load).toHaveBeenCalledTimes(2);
    loop.stop();
  });

  it('stop clears its timer and aborts a load in flight', async () => {
    let signal: AbortSignal | undefined;
    const loop = startRefreshLoop({
      load: (s) => ((signal = s), new Promise<string>(() => {})),
      isFailure: () => false,
      onData: vi.fn(),
    });
    loop.stop();
    expect(signal?.aborted).toBe(true);
    const { loop: idle } = setup([]);
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    idle.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
