import { describe, expect, it } from 'vitest';
import { parseWrk } from './wrk.ts';

const output = `Running 5s test @ http://127.0.0.1:8080/News
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     5.12ms    1.23ms  20.50ms   90.00%
    Req/Sec     9.80k   500.00    10.50k    80.00%
  Latency Distribution
     50%  812.00us
     75%    5.50ms
     90%    6.20ms
     99%    1.02s
  48765 requests in 5.00s, 1.20GB read
  Socket errors: connect 0, read 2, write 1, timeout 3
  Non-2xx or 3xx responses: 12
Requests/sec:   9753.00
Transfer/sec:    240.00MB
`;

describe('parseWrk', () => {
  it('reads what wrk --latency prints, in the units the report uses', () => {
    const r = parseWrk(output, { path: '/News', connections: 50, threads: 1, durationSec: 5 });
    expect(r).toMatchObject({
      label: '/News',
      generator: 'wrk',
      workers: 1,
      durationSec: 5,
      requests: 48_765,
      rps: 9753,
      response: { count: 48_765, p50: 0.812, p99: 1020, max: 20.5 },
      statuses: { '2xx or 3xx': 48_753, other: 12 },
      errors: 3,
      timeouts: 3,
    });
    expect(r.ttfb.p50).toBeNaN();
  });

  it('refuses output without a count of requests', () => {
    expect(() =>
      parseWrk('unable to connect to 127.0.0.1:8080', { path: '/', connections: 1, threads: 1, durationSec: 1 }),
    ).toThrow('wrk said nothing');
  });
});
