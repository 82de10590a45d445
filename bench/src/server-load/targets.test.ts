import { describe, expect, it } from 'vitest';
import { checkTargets, failures } from './targets.ts';
import { fakeFlood, fakeResult, fakeResults } from './fake-result.ts';

const byName = (checks: ReturnType<typeof checkTargets>) =>
  Object.fromEntries(checks.map((c) => [c.name, [c.measured, c.result]]));

describe('checkTargets', () => {
  it('gives one check per target, each passed by a run that meets it', () => {
    expect(byName(checkTargets(fakeResults()))).toEqual({
      'Cached /News pages/s': ['3,210/s', 'pass'],
      'Uncached / renders/s': ['55/s', 'pass'],
      'Uncached / p50 before the first byte': ['50.0 ms', 'pass'],
      'Uncached /News renders/s': ['120/s', 'pass'],
      'Uncached /Gallery renders/s': ['110/s', 'pass'],
      '/?fbclid=<new> pages/s': ['2,400/s', 'pass'],
      "Visitor's cached p99 during the flood": ['40.0 ms', 'pass'],
      'No 5xx, error or timeout during the flood': ['none in 35,000', 'pass'],
      "Shell's RSS after 20,000 new URLs": ['261 MB', 'pass'],
      'Cached /News pages/s through Varnish': ['21,000/s', 'pass'],
      "Visitor's cached p99 during the flood through Varnish": ['20.0 ms', 'pass'],
      'No 5xx, error or timeout during the flood through Varnish': ['none in 35,000', 'pass'],
      '/News with mf_downloads frozen': ['200 in 1.62 s', 'pass'],
      '/Gallery with mf_downloads frozen': ['200 in 0.21 s', 'pass'],
    });
  });

  it('misses each figure beyond its target', () => {
    const r = fakeResults();
    r.cached[0] = fakeResult({ label: '/News', rps: 2_999 });
    r.uncached[0] = fakeResult({ label: '/', rps: 12, p99: 300 });
    r.uncached[1] = fakeResult({ label: '/News', rps: 27 });
    r.uncached[2] = fakeResult({ label: '/Gallery', rps: 99 });
    r.fbclid = fakeResult({ rps: 800 });
    r.flood = fakeFlood(250, { statuses: { 200: 100, 502: 3 }, errors: 4, timeouts: 4 });
    r.memory!.after.shell = 301;
    r.varnish!.cached = fakeResult({ rps: 4_400, workers: 2 });
    r.frozen = [
      { path: '/News', frozen: 'mf_downloads', status: 200, ms: 1_700, regionInHtml: true },
      { path: '/Gallery', frozen: 'mf_downloads', status: 200, ms: 1_501 },
    ];
    const checks = byName(checkTargets(r));
    expect(Object.values(checks).filter(([, result]) => result === 'miss')).toHaveLength(12);
    expect(checks['Uncached / p50 before the first byte']).toEqual(['100.0 ms', 'miss']);
    expect(checks['No 5xx, error or timeout during the flood']).toEqual(['flood 3 × 502, flood 4 timeouts', 'miss']);
    expect(checks["Shell's RSS after 20,000 new URLs"]).toEqual(['301 MB', 'miss']);
    expect(checks['/News with mf_downloads frozen']).toEqual(['200 in 1.70 s, region in the HTML', 'miss']);
  });

  it('misses the memory when the flood ran out of time before its URLs', () => {
    const r = fakeResults();
    r.memory!.urls = 12_345;
    expect(byName(checkTargets(r))["Shell's RSS after 20,000 new URLs"]).toEqual(['261 MB after only 12,345', 'miss']);
  });

  it('skips what a run did not measure (--url: no sites of its own)', () => {
    const { cached, fbclid, flood } = fakeResults();
    const checks = checkTargets({ cached, fbclid, flood, uncached: [], frozen: [] });
    expect(checks.filter((c) => c.result === 'skipped').map((c) => c.name)).toEqual([
      'Uncached / renders/s',
      'Uncached / p50 before the first byte',
      'Uncached /News renders/s',
      'Uncached /Gallery renders/s',
      "Shell's RSS after 20,000 new URLs",
      'Cached /News pages/s through Varnish',
      "Visitor's cached p99 during the flood through Varnish",
      'No 5xx, error or timeout during the flood through Varnish',
      'Its page with its remote frozen',
      "Another remote's page meanwhile",
    ]);
    expect(checks.filter((c) => c.result === 'miss')).toEqual([]);
  });
});

describe('failures', () => {
  it('counts 5xx, errors, timeouts and silence, not 404s', () => {
    expect(failures(fakeResult({ statuses: { 200: 5, 404: 9 } }))).toEqual([]);
    expect(failures(fakeResult({ statuses: { 503: 2 }, errors: 5, timeouts: 3 }))).toEqual([
      '2 × 503',
      '2 errors',
      '3 timeouts',
    ]);
    expect(failures(fakeResult({ requests: 0, statuses: {} }))).toEqual(['no response']);
  });
});
