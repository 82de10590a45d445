// What a server's processes hold and spend, from Linux's /proc: the resident memory and the CPU
// time of a process and of every process under it (a shell run as a cluster primary and its
// workers; varnishd's manager and its cache child). Elsewhere there is no /proc and nothing is read.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** `command`: its command line, arguments separated by spaces. */
export type ProcEntry = { pid: number; ppid: number; rssKb: number; cpuTicks: number; command?: string };

/** ppid and user + system CPU ticks from /proc/<pid>/stat. */
export function parseStat(text: string): { pid: number; ppid: number; cpuTicks: number } {
  // The command name, in parentheses, may hold spaces and parentheses itself: fields follow the last ')'.
  const close = text.lastIndexOf(')');
  const fields = text.slice(close + 2).split(' ');
  // fields[0] is field 3 of proc(5): state; ppid is field 4, utime 14, stime 15.
  return {
    pid: Number(text.slice(0, text.indexOf(' '))),
    ppid: Number(fields[1]),
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  };
}

/** VmRSS of /proc/<pid>/status in kB; 0 when there is none (a kernel thread, a zombie). */
export function parseVmRssKb(text: string): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(text);
  return match ? Number(match[1]) : 0;
}

/** `pid` and every process under it. */
export function treeOf(pid: number, procs: readonly ProcEntry[]): ProcEntry[] {
  const tree = procs.filter((p) => p.pid === pid);
  for (let i = 0; i < tree.length; i++) tree.push(...procs.filter((p) => p.ppid === tree[i]!.pid));
  return tree;
}

/** Freezes or resumes a server whole: its primary and every copy under it (a frozen primary alone still serves kept-alive connections). */
export function signalTree(pid: number, signal: 'SIGSTOP' | 'SIGCONT'): void {
  for (const p of treeOf(pid, readProcesses())) process.kill(p.pid, signal);
}

export const treeRssKb = (pid: number, procs: readonly ProcEntry[]) =>
  treeOf(pid, procs).reduce((sum, p) => sum + p.rssKb, 0);
export const treeCpuTicks = (pid: number, procs: readonly ProcEntry[]) =>
  treeOf(pid, procs).reduce((sum, p) => sum + p.cpuTicks, 0);

/** Every process of the machine; one that exits while it is read is left out. */
export function readProcesses(): ProcEntry[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    try {
      const stat = parseStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      return [
        {
          ...stat,
          rssKb: parseVmRssKb(readFileSync(`/proc/${pid}/status`, 'utf8')),
          command: readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(),
        },
      ];
    } catch {
      return [];
    }
  });
}

/** Clock ticks per second of the CPU times in /proc (100 on every Linux this runs on). */
export const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
