import { describe, expect, it } from 'vitest';
import { defaultRoutes, parseServerLoadArgs } from './args.ts';

describe('parseServerLoadArgs', () => {
  it('defaults to the local server, four routes and 10 s', () => {
    expect(parseServerLoadArgs([])).toEqual({
      baseUrl: 'http://localhost:8080',
      routes: defaultRoutes,
      durationSec: 10,
    });
  });

  it('reads the url, routes and duration, past the -- pnpm passes on', () => {
    expect(
      parseServerLoadArgs([
        '--',
        '--url',
        'http://127.0.0.1:3000/',
        '--routes',
        '/, /Gallery?page=2',
        '--duration',
        '3',
      ]),
    ).toEqual({
      baseUrl: 'http://127.0.0.1:3000',
      routes: ['/', '/Gallery?page=2'],
      durationSec: 3,
    });
  });

  it('refuses what it cannot use', () => {
    expect(() => parseServerLoadArgs(['--url', 'localhost'])).toThrow('--url');
    expect(() => parseServerLoadArgs(['--duration', '0'])).toThrow('--duration');
    expect(() => parseServerLoadArgs(['--routes', 'News'])).toThrow('News');
    expect(() => parseServerLoadArgs(['--verbose'])).toThrow();
  });
});
