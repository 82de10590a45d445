import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepAlive, restartDelayMs, RESTART_POLICY, type AppExit } from './keep-alive.ts';

/** A process the test kills. */
function fakeProcess() {
  let die: (exit: AppExit) => void = () => {};
  const exited = new Promise<AppExit>((resolve) => (die = resolve));
  return { exited, stop: vi.fn(async () => {}), die };
}
type Fake = ReturnType<typeof fakeProcess>;

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function supervised(start: () => Promise<Fake> = async () => fakeProcess()) {
  const lines: string[] = [];
  let current = fakeProcess();
  const keeper = keepAlive<Fake>({
    name: "mf-home's server",
    start: vi.fn(start),
    adopt: (proc) => void (current = proc),
    isCurrent: (proc) => proc === current,
    log: { error: (l) => lines.push(l), info: (l) => lines.push(l) },
    now: () => Date.now(),
  });
  keeper.watch(current);
  return { keeper, lines, current: () => current };
}

describe('restartDelayMs', () => {
  it('doubles from a second up to the longest wait', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((t) => restartDelayMs(t))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('keepAlive', () => {
  it('starts a server that died again, waiting longer after each death in a row, and says so', async () => {
    const site = supervised();
    for (const [tries, wait] of [
      [1, 1_000],
      [2, 2_000],
      [3, 4_000],
    ] as const) {
      const dead = site.current();
      dead.die({ code: null, signal: 'SIGABRT' });
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(site.current()).toBe(dead);
      await vi.advanceTimersByTimeAsync(1);
      expect(site.current()).not.toBe(dead);
      expect(site.lines.slice(-2)).toEqual([
        `[start] mf-home's server stopped (signal SIGABRT); starting it again in ${wait / 1000} s (try ${tries})`,
        "[start] mf-home's server is running again",
      ]);
    }
  });

  it('counts from the first wait again after a process that ran steadily', async () => {
    const site = supervised();
    site.current().die({ code: 1, signal: null });
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.advanceTimersByTimeAsync(RESTART_POLICY.steadyMs);
    site.current().die({ code: 1, signal: null });
    await vi.advanceTimersByTimeAsync(0);
    expect(site.lines.at(-1)).toBe("[start] mf-home's server stopped (exit code 1); starting it again in 1 s (try 1)");
  });

  it('tries again, longer, when a start fails', async () => {
    let fail = true;
    const site = supervised(async () => {
      if (fail) throw new Error('Port 8081 is in use\nstack');
      return fakeProcess();
    });
    const dead = site.current();
    dead.die({ code: 134, signal: null });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(site.lines.at(-1)).toBe(
      "[start] mf-home's server did not start (Port 8081 is in use); starting it again in 2 s (try 2)",
    );
    fail = false;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(site.current()).not.toBe(dead);
  });

  it('leaves a server stopped on purpose alone', async () => {
    const site = supervised();
    const stopped = site.current();
    site.keeper.cancel();
    stopped.die({ code: 0, signal: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(site.current()).toBe(stopped);
    expect(site.lines).toEqual([]);
  });

  it('cancels a restart that is waiting', async () => {
    const site = supervised();
    const dead = site.current();
    dead.die({ code: 1, signal: null });
    await vi.advanceTimersByTimeAsync(0);
    site.keeper.cancel();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(site.current()).toBe(dead);
  });
});
