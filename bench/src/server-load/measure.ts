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
};

export type LoadResult = {
  label: string;
  /** What sent the requests: autocannon unless named. */
  generator?: 'wrk';
  connections: number;
  ratePerConnection?: number;
  /** wrk's threads. */
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
    // One request in flight per connection, so each headers event answers the last request sent.
    pipelining: 1,
    headers: { 'accept-encoding': acceptEncoding },
    requests: typeof path === 'string' ? undefined : [{ setupRequest: (req) => ({ ...req, path: path(++sequence) }) }],
    setupClient: (client) => {
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
    },
  };

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
    const requests = response.length;
    return {
      label: opts.label ?? (typeof path === 'string' ? path : firstPath),
      connections: opts.connections,
      ...(opts.ratePerConnection ? { ratePerConnection: opts.ratePerConnection } : {}),
      durationSec: result.duration,
      requests,
      rps: result.duration > 0 ? requests / result.duration : 0,
      ttfb: summarizeLatencies(ttfb),
      response: summarizeLatencies(response),
      statuses,
      encodings,
      answers,
      errors: result.errors,
      timeouts: result.timeouts,
    };
  });
  return { done, stop: () => instance?.stop() };
}

export const measureLoad = (opts: LoadOptions) => startLoad(opts).done;
