// One autocannon measurement of one route: requests per second, time to first byte and time to
// the full response of every request, status codes and the encodings the server chose.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { summarizeLatencies, type LatencySummary } from './percentile.ts';

export type LoadOptions = {
  baseUrl: string;
  route: string;
  connections: number;
  durationSec: number;
  /** A fresh `nocache` query on every request, so a server cache keyed by path + query misses. */
  unique?: boolean;
};

export type LoadResult = {
  route: string;
  unique: boolean;
  connections: number;
  durationSec: number;
  requests: number;
  rps: number;
  /** From writing the request to the end of the response headers. */
  ttfb: LatencySummary;
  /** autocannon's responseTime: to the end of the body. */
  response: LatencySummary;
  statuses: Record<string, number>;
  encodings: Record<string, number>;
  errors: number;
  timeouts: number;
};

export const acceptEncoding = 'br, gzip';

// Every run gets its own prefix so a second run does not hit pages the first one cached.
let uniqueSeq = 0;
const runTag = Date.now().toString(36);

export function withQuery(route: string, n: number): string {
  return `${route}${route.includes('?') ? '&' : '?'}nocache=${runTag}-${n}`;
}

type RawHeaders = { statusCode: number; headers: string[] };

export async function measureLoad(opts: LoadOptions): Promise<LoadResult> {
  const ttfb: number[] = [];
  const response: number[] = [];
  const statuses: Record<string, number> = {};
  const encodings: Record<string, number> = {};

  const options: autocannon.Options = {
    url: new URL(opts.route, opts.baseUrl).href,
    connections: opts.connections,
    duration: opts.durationSec,
    // One request in flight per connection, so each headers event answers the last request sent.
    pipelining: 1,
    headers: { 'accept-encoding': acceptEncoding },
    requests: opts.unique
      ? [{ setupRequest: (req) => ({ ...req, path: withQuery(opts.route, ++uniqueSeq) }) }]
      : undefined,
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
        const at = headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === 'content-encoding');
        const encoding = at >= 0 ? headers[at + 1]! : 'identity';
        encodings[encoding] = (encodings[encoding] ?? 0) + 1;
      });
    },
  };
  // The callback form returns the instance, whose response events carry each request's time.
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (err: unknown, res) => (err ? reject(err) : resolve(res)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      response.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });

  return {
    route: opts.route,
    unique: opts.unique ?? false,
    connections: opts.connections,
    durationSec: result.duration,
    requests: response.length,
    rps: result.duration > 0 ? response.length / result.duration : 0,
    ttfb: summarizeLatencies(ttfb),
    response: summarizeLatencies(response),
    statuses,
    encodings,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
