// To tell whether the server or the load generator was the limit.
import { clockTicks, readProcesses, treeCpuTicks, treeRssKb } from '@school/scripts/proc-stats';

export type CpuUse = Record<string, number>;
export type Pids = Record<string, number | undefined>;

export const BENCH_CPU = 'bench';

export function watchCpu(pids: Pids): { stop(): CpuUse } {
  const ticksOf = () => {
    const procs = readProcesses();
    return Object.entries(pids).flatMap(([name, pid]) => (pid ? [[name, treeCpuTicks(pid, procs)] as const] : []));
  };
  const before = new Map(ticksOf());
  const bench = process.cpuUsage();
  const startedAt = performance.now();
  return {
    stop() {
      const wallSec = (performance.now() - startedAt) / 1000;
      const use: CpuUse = {};
      for (const [name, ticks] of ticksOf()) use[name] = (ticks - (before.get(name) ?? ticks)) / clockTicks / wallSec;
      const { user, system } = process.cpuUsage(bench);
      use[BENCH_CPU] = (user + system) / 1e6 / wallSec;
      return use;
    },
  };
}

export function rssMb(pids: Pids): Record<string, number> {
  const procs = readProcesses();
  return Object.fromEntries(
    Object.entries(pids).flatMap(([name, pid]) => (pid ? [[name, treeRssKb(pid, procs) / 1024]] : [])),
  );
}
