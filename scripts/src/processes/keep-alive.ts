// `pnpm start` does what an orchestrator would (systemd's Restart=, Kubernetes' restartPolicy): a
// server whose process dies on its own is started again, after a wait that doubles with each try
// in a row, and says so on the console.

export type AppExit = { code: number | null; signal: NodeJS.Signals | null };
export type Supervised = { exited: Promise<AppExit>; stop(): Promise<void> };

/** The first wait, the longest, and how long a process must run for its next death to count as a first again. */
export const RESTART_POLICY = { firstMs: 1_000, maxMs: 30_000, steadyMs: 60_000 };
export type RestartPolicy = typeof RESTART_POLICY;

/** 1 s, 2 s, 4 s … up to the longest wait. */
export const restartDelayMs = (tries: number, policy: RestartPolicy = RESTART_POLICY): number =>
  Math.min(policy.maxMs, policy.firstMs * 2 ** (tries - 1));

export type KeepAliveOptions<P extends Supervised> = {
  /** As the console names it: "mf-home's server". */
  name: string;
  start: () => Promise<P>;
  /** The process that now runs the server. */
  adopt: (proc: P) => void;
  /** False once it was stopped on purpose (a stop, a redeploy): its exit is then no death. */
  isCurrent: (proc: P) => boolean;
  log?: { error(line: string): void; info(line: string): void };
  now?: () => number;
  policy?: RestartPolicy;
};

export function keepAlive<P extends Supervised>(opts: KeepAliveOptions<P>) {
  const { name, log = { error: console.error, info: console.log }, now = Date.now, policy = RESTART_POLICY } = opts;
  let tries = 0;
  let cancelled = false;
  let timer: NodeJS.Timeout | undefined;
  let lastStart = now();

  const describe = ({ code, signal }: AppExit) => (signal ? `signal ${signal}` : `exit code ${code}`);

  function again(why: string) {
    if (now() - lastStart >= policy.steadyMs) tries = 0;
    tries += 1;
    const delay = restartDelayMs(tries, policy);
    log.error(`[start] ${name} ${why}; starting it again in ${delay / 1000} s (try ${tries})`);
    timer = setTimeout(() => void restart(), delay);
  }

  async function restart() {
    timer = undefined;
    if (cancelled) return;
    lastStart = now();
    let proc: P;
    try {
      proc = await opts.start();
    } catch (error) {
      if (!cancelled) again(`did not start (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
      return;
    }
    if (cancelled) return void proc.stop();
    opts.adopt(proc);
    log.info(`[start] ${name} is running again`);
    watch(proc);
  }

  function watch(proc: P) {
    void proc.exited.then((exit) => {
      if (!cancelled && opts.isCurrent(proc)) again(`stopped (${describe(exit)})`);
    });
  }

  return {
    /** Watches a process that has just started. */
    watch(proc: P) {
      lastStart = now();
      watch(proc);
    },
    /** No more restarts (the server is stopped on purpose). */
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
