import { describe, expect, it } from 'vitest';
import { notesOf, renderConsole, renderJson, renderMarkdown, type ServerLoadReport } from './report.ts';
import { checkTargets } from './targets.ts';
import { fakeResult, fakeResults } from './fake-result.ts';

const results = fakeResults();
results.cached[0] = fakeResult({ label: '/News', rps: 2_000 });
const report: ServerLoadReport = {
  date: '2026-11-23T08:00:00.000Z',
  machine: { cores: 2, cpu: 'Some CPU', node: 'v20.20.2', os: 'linux 6.1', loadAverage: [2.5, 3, 3.75] },
  settings: { durationSec: 5, floodUrls: 20_000, floodMaxSec: 240, shellProcesses: 1 },
  totalSec: 281,
  skipped: [],
  results,
  checks: checkTargets(results),
};

describe('server load report', () => {
  const md = renderMarkdown(report);

  it('names the machine, the date and the durations', () => {
    expect(md).toContain('# Server load — 2026-11-23T08:00:00.000Z');
    expect(md).toContain('2 cores (Some CPU), Node v20.20.2, linux 6.1; load average 2.50, 3.00, 3.75 at the start');
    expect(md).toContain('5 s per measurement, the flood until 20,000 new URLs or 240 s; 281 s in all.');
  });

  it('gives each figure with its target and pass or miss', () => {
    expect(md).toContain('| Cached /News pages/s | ≥ 3,000/s | 2,000/s | ❌ miss |');
    expect(md).toContain('| /?fbclid=&lt;new> pages/s | ≥ 1,000/s | 2,400/s | ✅ pass |');
    expect(md).toContain("| Shell's RSS after 20,000 new URLs | ≤ 300 MB | 261 MB | ✅ pass |");
  });

  it('lists every measurement with its statuses, kinds of page and busy cores', () => {
    expect(md).toContain(
      '| Flood /SubGallery?id=&lt;new> or /News?q=&lt;new> | shell | 20 | 5 | 20,000 | 90 | 200.0 | 600.0 | 200.0 | 601.0 | 200 10,000, 404 10,000 | 404 or degraded 14,000, whole page 6,000 | shell 0.95, bench 0.60 |',
    );
    expect(md).toContain('| Visitor /News meanwhile | shell | 2 × 25/s |');
    expect(md).toContain('| Uncached / | shell, nothing kept | 4 |');
    expect(md).toContain('| Cached /News | Varnish | 100 (2 threads) |');
    expect(md).toContain('| shell | 120 | 261 |');
    expect(md).toContain('| /News | mf_downloads | 200 | 1,620 | no |');
  });

  it('says where the load generator was the limit, and what Varnish would do on its own', () => {
    expect(notesOf(report)).toEqual([
      'Cached /News (Varnish): wrk kept 1.20 cores busy with 2 thread(s), the servers 0.50: the load generator, more than the server, is the limit.',
      'Varnish answered 21,000 pages/s keeping 0.50 cores busy: about 42,000 a core, were the load generator elsewhere.',
    ]);
  });

  it('prints aligned tables for the terminal', () => {
    const text = renderConsole(report);
    expect(text.split('\n')[0]).toMatch(/^Measurement\s+Server\s+Connections\s+Req\/s\s+TTFB p50/);
    expect(text).toMatch(/Cached \/News pages\/s\s+≥ 3,000\/s\s+2,000\/s\s+MISS/);
    expect(text).not.toContain('`');
  });

  it('keeps every number in the JSON', () => {
    expect(JSON.parse(renderJson(report))).toEqual(report);
  });
});
