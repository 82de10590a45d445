// To tell whether the server or the load generator was the limit.
import { clockTicks, readProcesses, treeCpuTicks, treeOf, type ProcEntry } from '@school/scripts/proc-stats';
import { PICTURE_MAKER_ENTRY } from '@school/shell/picture-maker-protocol';

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

/** The row of the shell's picture maker (a child of the shell's process, or of each of its copies). */
export const PICTURE_MAKER_ROW = "shell's picture maker";

const mb = (procs: readonly ProcEntry[]) => procs.reduce((sum, p) => sum + p.rssKb, 0) / 1024;

/** Each server's processes' resident memory; the shell's picture makers apart from the shell (0 before its first picture). */
export function rssMb(pids: Pids, procs = readProcesses()): Record<string, number> {
  const rss: Record<string, number> = {};
  for (const [name, pid] of Object.entries(pids)) {
    if (!pid) continue;
    const tree = treeOf(pid, procs);
    const makers = tree.filter((p) => p.command?.includes(PICTURE_MAKER_ENTRY));
    rss[name] = mb(tree) - mb(makers);
    if (name === 'shell') rss[PICTURE_MAKER_ROW] = mb(makers);
  }
  return rss;
}
