import { describe, expect, it } from 'vitest';
import { answerProblems, checkTargets } from './targets.ts';
import { fakeResult } from './fake-result.ts';

const uncached = (route: string, p95: number) =>
  fakeResult({ route, unique: true, connections: 4, rps: 40, requests: 400, statuses: { 200: 400 }, p95 });

describe('checkTargets', () => {
  it('passes a run that meets every target', () => {
    const checks = checkTargets(
      [fakeResult({ route: '/' }), fakeResult({ route: '/News' })],
      [uncached('/', 80), uncached('/News', 90)],
    );
    expect(checks.map((c) => [c.name, c.pass])).toEqual([
      ['Cached pages/s', true],
      ['Cached p95 TTFB, 50 connections', true],
      ['Uncached p95 TTFB (render)', true],
      ['Every response 200', true],
    ]);
    expect(checks[2]).toMatchObject({ route: '/News', measured: '90.0 ms' });
    expect(checks[3]!.measured).toBe('60,800 of 60,800');
  });

  it('names the worst route of each missed target', () => {
    const checks = checkTargets(
      [fakeResult({ route: '/', rps: 5_000 }), fakeResult({ route: '/Gallery', rps: 1_500, p95: 70 })],
      [uncached('/', 200), uncached('/News', Number.NaN)],
    );
    expect(checks.filter((c) => !c.pass).map((c) => [c.name, c.route, c.measured])).toEqual([
      ['Cached pages/s', '/Gallery', '1,500'],
      ['Cached p95 TTFB, 50 connections', '/Gallery', '70.0 ms'],
      ['Uncached p95 TTFB (render)', '/News', '–'],
    ]);
  });

  it('misses when any answer is not a 200', () => {
    const checks = checkTargets(
      [fakeResult({ route: '/Admission', statuses: { 200: 10, 503: 2 }, errors: 1 })],
      [uncached('/', 50)],
    );
    expect(checks.at(-1)).toMatchObject({
      pass: false,
      route: '/Admission',
      measured: '/Admission: 2 × 503, 1 errors',
    });
  });
});

describe('answerProblems', () => {
  it('lists statuses, errors, timeouts and silence', () => {
    expect(answerProblems(fakeResult())).toEqual([]);
    expect(answerProblems(fakeResult({ requests: 0, statuses: {}, timeouts: 3 }))).toEqual([
      '3 timeouts',
      'no response',
    ]);
  });
});
