import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { answerKind, type AnswerKind } from './answer-kinds.ts';
import type { CpuUse } from './process-use.ts';
import { summarizeLatencies, type LatencySummary } from './percentile.ts';

export type LoadOptions = {
  baseUrl: string;
  path: string | ((n: number) => string);
  label?: string;
  connections: number;
  durationSec: number;
  amount?: number;
  /** A visitor rather than a flood. */
  ratePerConnection?: number;
  /** Per-request times then stay in the threads: autocannon's histogram only (no TTFB, no p95). */
  workers?: number;
};

export type LoadResult = {
  label: string;
  connections: number;
  ratePerConnection?: number;
  workers?: number;
  durationSec: number;
  requests: number;
  rps: number;
  ttfb: LatencySummary;
  response: LatencySummary;
  statuses: Record<string, number>;
  encodings: Record<string, number>;
  answers: Partial<Record<AnswerKind, number>>;
  errors: number;
  timeouts: number;
  cpu?: CpuUse;
};

export type RunningLoad = { done: Promise<LoadResult>; stop(): void };

export const acceptEncoding = 'br, gzip';

type RawHeaders = { statusCode: number; headers: string[] };
const headerOf = (headers: string[], name: string) => {
  const at = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === name);
  return at >= 0 ? headers[at + 1] : undefined;
};
const add = <K extends string>(counts: Partial<Record<K, number>>, key: K) => (counts[key] = (counts[key] ?? 0) + 1);

let sequence = 0;

export function startLoad(opts: LoadOptions): RunningLoad {
  if (opts.workers && typeof opts.path !== 'string') throw new Error('autocannon threads take one path');
  const ttfb: number[] = [];
  const response: number[] = [];
  const statuses: Record<string, number> = {};
  const encodings: Record<string, number> = {};
  const answers: Partial<Record<AnswerKind, number>> = {};
  const { path } = opts;
  const firstPath = typeof path === 'string' ? path : path(++sequence);

  const options: autocannon.Options = {
    url: new URL(firstPath, opts.baseUrl).href,
    connections: opts.connections,
    duration: opts.durationSec,
    amount: opts.amount,
    connectionRate: opts.ratePerConnection,
    workers: opts.workers,
    // One request in flight per connection, so each headers event answers the last request sent.
    pipelining: 1,
    headers: { 'accept-encoding': acceptEncoding },
  };
  if (!opts.workers) {
    options.requests =
      typeof path === 'string' ? undefined : [{ setupRequest: (req) => ({ ...req, path: path(++sequence) }) }];
    options.setupClient = (client) => {
      let sentAt = 0;
      // Emitted just before each write, the first time from the client's constructor after setupClient.
      (client as NodeJS.EventEmitter).on('request', () => {
        sentAt = performance.now();
      });
      // The typings call this IncomingHttpHeaders; autocannon passes the parser's raw result.
      client.on('headers', (raw) => {
        ttfb.push(performance.now() - sentAt);
        const { headers } = raw as unknown as RawHeaders;
        add(encodings, headerOf(headers, 'content-encoding') ?? 'identity');
        add(answers, answerKind(headerOf(headers, 'cache-control')));
      });
    };
  }

  let instance: autocannon.Instance | undefined;
  // The callback form returns the instance, whose response events carry each request's time.
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    const running = autocannon(options, (err: unknown, res) => (err ? reject(err) : resolve(res)));
    running.on('response', (_client, statusCode, _bytes, responseTime) => {
      response.push(responseTime);
      add(statuses, String(statusCode));
    });
    instance = running;
  });
  // autocannon runs `amount` requests to the end, whatever its duration.
  const timer = opts.amount ? setTimeout(() => instance?.stop(), opts.durationSec * 1000) : undefined;

  const done = finished.then((result) => {
    clearTimeout(timer);
    const fromThreads = Boolean(opts.workers);
    const requests = fromThreads ? result.requests.total : response.length;
    return {
      label: opts.label ?? (typeof path === 'string' ? path : firstPath),
      connections: opts.connections,
      ...(opts.ratePerConnection ? { ratePerConnection: opts.ratePerConnection } : {}),
      ...(opts.workers ? { workers: opts.workers } : {}),
      durationSec: result.duration,
      requests,
      rps: result.duration > 0 ? requests / result.duration : 0,
      ttfb: summarizeLatencies(ttfb),
      response: fromThreads ? histogramSummary(result.latency, requests) : summarizeLatencies(response),
      statuses: fromThreads ? statusesOf(result) : statuses,
      encodings,
      answers,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  });
  return { done, stop: () => instance?.stop() };
}

export const measureLoad = (opts: LoadOptions) => startLoad(opts).done;

function histogramSummary(latency: autocannon.Histogram, count: number): LatencySummary {
  // autocannon's own percentiles stop at p90, p97.5 and p99: there is no p95 to give.
  return { count, p50: latency.p50, p95: Number.NaN, p99: latency.p99, max: latency.max };
}

const statusesOf = (result: autocannon.Result): Record<string, number> =>
  Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count ?? 0]));
