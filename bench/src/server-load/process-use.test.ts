import { describe, expect, it } from 'vitest';
import type { ProcEntry } from '@school/scripts/proc-stats';
import { PICTURE_MAKER_ROW, rssMb } from './process-use.ts';

describe('rssMb', () => {
  it("counts the shell's picture makers apart from the shell, each server with its own children", () => {
    const procs: ProcEntry[] = [
      { pid: 100, ppid: 1, rssKb: 100 * 1024, cpuTicks: 0, command: 'node scripts/dist/app-process.mjs' },
      { pid: 101, ppid: 100, rssKb: 150 * 1024, cpuTicks: 0, command: 'node scripts/dist/app-process.mjs' },
      {
        pid: 102,
        ppid: 101,
        rssKb: 80 * 1024,
        cpuTicks: 0,
        command: 'node --max-old-space-size=64 scripts/dist/picture-maker-process.mjs',
      },
      { pid: 200, ppid: 1, rssKb: 60 * 1024, cpuTicks: 0, command: 'varnishd' },
      { pid: 201, ppid: 200, rssKb: 40 * 1024, cpuTicks: 0, command: 'varnishd cache' },
    ];
    expect(rssMb({ shell: 100, varnish: 200, gone: undefined }, procs)).toEqual({
      shell: 250,
      [PICTURE_MAKER_ROW]: 80,
      varnish: 100,
    });
    // Before its first picture the shell has no maker.
    expect(rssMb({ shell: 100 }, procs.slice(0, 2))).toEqual({ shell: 250, [PICTURE_MAKER_ROW]: 0 });
  });
});
