import { describe, expect, it } from 'vitest';
import { renderConsole, renderJson, renderMarkdown, type ServerLoadReport } from './report.ts';
import { checkTargets } from './targets.ts';
import { fakeResult } from './fake-result.ts';

const cached = [fakeResult({ route: '/', rps: 3_210.4, p95: 20 }), fakeResult({ route: '/News', rps: 1_234, p95: 30 })];
const uncached = [
  fakeResult({ route: '/', unique: true, connections: 4, rps: 45, p95: 120, statuses: { 200: 440, 500: 10 } }),
  fakeResult({ route: '/News', unique: true, connections: 4, rps: 40, p95: 100 }),
];
const report: ServerLoadReport = {
  date: '2026-11-23T08:00:00.000Z',
  baseUrl: 'http://localhost:8080',
  durationSec: 10,
  warmupSec: 2,
  totalSec: 44,
  cached,
  uncached,
  checks: checkTargets(cached, uncached),
};

describe('server load report', () => {
  it('writes the targets with pass or miss, then one row per route', () => {
    const md = renderMarkdown(report);
    expect(md).toContain('# Server load — 2026-11-23T08:00:00.000Z');
    expect(md).toContain('| Cached pages/s | ≥ 2,000 | 1,234 | /News | ❌ miss |');
    expect(md).toContain('| Cached p95 TTFB, 50 connections | ≤ 50 ms | 30.0 ms | /News | ✅ pass |');
    expect(md).toContain('| Uncached p95 TTFB (render) | ≤ 150 ms | 120.0 ms | / | ✅ pass |');
    expect(md).toContain('| Every response 200 | all | / uncached: 10 × 500 | / | ❌ miss |');
    expect(md).toContain(
      '| `/` | 3,210 | 10.0 | 20.0 | 30.0 | 21.0 | br 30,000 | 45 | 60.0 | 120.0 | 200 30,440, 500 10 |',
    );
  });

  it('prints an aligned table for the terminal', () => {
    const text = renderConsole(report);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Route\s+Cached req\/s\s+TTFB p50/);
    expect(lines.find((l) => l.startsWith('/News'))).toMatch(
      /1,234\s+15\.0\s+30\.0\s+45\.0\s+31\.0\s+br 30,000\s+40\s+50\.0\s+100\.0\s+200 60,000$/,
    );
    expect(text).toMatch(/Cached pages\/s .* MISS/);
    expect(text).not.toContain('`');
  });

  it('keeps every number in the JSON', () => {
    expect(JSON.parse(renderJson(report))).toEqual(report);
  });
});
