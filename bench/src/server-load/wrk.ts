// Cached pages are asked by Debian's wrk (C, an event loop a thread): autocannon, in Node, kept a
// core busy at a few thousand pages a second, so its limit was measured rather than the server's.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { clockTicks } from '@school/scripts/proc-stats';
import { acceptEncoding, type LoadResult } from './measure.ts';
import { BENCH_CPU, watchCpu } from './process-use.ts';
import type { Server } from './sites.ts';

export type WrkOptions = { path: string; connections: number; threads: number; durationSec: number };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "812.00us", "4.98ms", "1.02s", "1.00m" in ms. */
function msOf(text: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '');
  return m ? Number(m[1]) * UNIT_MS[m[2]!]! : Number.NaN;
}

const numberAfter = (output: string, pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? Number.NaN);

/** What `wrk --latency` prints, as the bench's other measurements are reported. */
export function parseWrk(output: string, opts: WrkOptions): Omit<LoadResult, 'cpu'> {
  const done = /(\d+) requests in ([\d.]+(?:us|ms|s|m|h)),/.exec(output);
  if (!done) throw new Error(`wrk said nothing the bench can read:\n${output}`);
  const requests = Number(done[1]);
  const latency = (p: number) => msOf(new RegExp(`^\\s+${p}%\\s+(\\S+)$`, 'm').exec(output)?.[1]);
  const notOk = numberAfter(output, /Non-2xx or 3xx responses: (\d+)/) || 0;
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    label: opts.path,
    connections: opts.connections,
    workers: opts.threads,
    generator: 'wrk',
    durationSec: msOf(done[2]) / 1000,
    requests,
    rps: numberAfter(output, /Requests\/sec:\s+([\d.]+)/),
    ttfb: { count: 0, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN },
    response: {
      count: requests,
      p50: latency(50),
      p95: Number.NaN,
      p99: latency(99),
      max: msOf(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(output)?.[1]),
    },
    statuses: { '2xx or 3xx': requests - notOk, ...(notOk ? { other: notOk } : {}) },
    encodings: {},
    answers: {},
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
  };
}

/** CPU ticks of the bench's children it has waited for (wrk, once it ends). */
function childTicks(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // cutime and cstime: fields 16 and 17 of proc(5), counted from the state (field 3) here.
  return Number(fields[13]) + Number(fields[14]);
}

export async function measureWithWrk(server: Server, opts: WrkOptions): Promise<LoadResult> {
  const url = new URL(opts.path, server.baseUrl).href;
  const args = [`-t${opts.threads}`, `-c${opts.connections}`, `-d${opts.durationSec}s`, '--latency'];
  const ticksBefore = childTicks();
  const cpu = watchCpu(server.pids);
  const started = performance.now();
  const wrk = spawn('wrk', [...args, '-H', `Accept-Encoding: ${acceptEncoding}`, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  wrk.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    wrk.once('error', reject);
    wrk.once('close', resolve);
  });
  const use = cpu.stop();
  if (code !== 0) throw new Error(`wrk ended with ${code}:\n${output}`);
  const wallSec = (performance.now() - started) / 1000;
  const wrkCores = (childTicks() - ticksBefore) / clockTicks / wallSec;
  return { ...parseWrk(output, opts), cpu: { ...use, [BENCH_CPU]: (use[BENCH_CPU] ?? 0) + wrkCores } };
}
