import { describe, expect, it } from 'vitest';
import { parseStat, parseVmRssKb, treeCpuTicks, treeOf, treeRssKb, type ProcEntry } from './proc-stats.ts';

describe('parseStat', () => {
  it('reads the ppid and CPU ticks after the command name, whatever it holds', () => {
    const tail = 'S 41 4441 31162 0 -1 4194304 98 0 0 0 250 31 0 0 20 0 1 0 2417767 3133440 372';
    expect(parseStat(`4449 (node) ${tail}`)).toEqual({ pid: 4449, ppid: 41, cpuTicks: 281 });
    expect(parseStat(`4449 (cache (main) x) ${tail}`)).toEqual({ pid: 4449, ppid: 41, cpuTicks: 281 });
  });
});

describe('parseVmRssKb', () => {
  it('reads VmRSS in kB, 0 without it', () => {
    expect(parseVmRssKb('Name:\tnode\nVmPeak:\t  999 kB\nVmRSS:\t  197476 kB\nRssAnon:\t 1 kB\n')).toBe(197_476);
    expect(parseVmRssKb('Name:\tkthreadd\nState:\tS (sleeping)\n')).toBe(0);
  });
});

describe('process trees', () => {
  const procs: ProcEntry[] = [
    { pid: 1, ppid: 0, rssKb: 10, cpuTicks: 1 },
    { pid: 100, ppid: 1, rssKb: 50_000, cpuTicks: 7 },
    { pid: 101, ppid: 100, rssKb: 120_000, cpuTicks: 300 },
    { pid: 102, ppid: 100, rssKb: 110_000, cpuTicks: 200 },
    { pid: 103, ppid: 101, rssKb: 1_000, cpuTicks: 3 },
    { pid: 200, ppid: 1, rssKb: 90_000, cpuTicks: 40 },
  ];

  it('sums a process and all its descendants, nothing else', () => {
    expect(treeOf(100, procs).map((p) => p.pid)).toEqual([100, 101, 102, 103]);
    expect(treeRssKb(100, procs)).toBe(281_000);
    expect(treeCpuTicks(100, procs)).toBe(510);
    expect(treeRssKb(200, procs)).toBe(90_000);
  });

  it('is empty for a process that is gone', () => {
    expect(treeOf(999, procs)).toEqual([]);
    expect(treeRssKb(999, procs)).toBe(0);
  });
});
