import { describe, expect, it } from 'vitest';
import { parseServerLoadArgs } from './args.ts';

describe('parseServerLoadArgs', () => {
  it('defaults to sites of its own, 5 s per measurement and a flood of 20,000 URLs', () => {
    expect(parseServerLoadArgs([])).toEqual({ baseUrl: undefined, durationSec: 5, floodUrls: 20_000 });
  });

  it('reads the url, duration and flood, past the -- pnpm passes on', () => {
    expect(
      parseServerLoadArgs(['--', '--url', 'http://127.0.0.1:3000/', '--duration', '3', '--flood-urls', '500']),
    ).toEqual({ baseUrl: 'http://127.0.0.1:3000', durationSec: 3, floodUrls: 500 });
  });

  it('refuses what it cannot use', () => {
    expect(() => parseServerLoadArgs(['--url', 'localhost'])).toThrow('--url');
    expect(() => parseServerLoadArgs(['--url', 'ftp://localhost'])).toThrow('--url');
    expect(() => parseServerLoadArgs(['--duration', '0'])).toThrow('--duration');
    expect(() => parseServerLoadArgs(['--flood-urls', '10'])).toThrow('--flood-urls');
    expect(() => parseServerLoadArgs(['--routes', '/News'])).toThrow();
  });
});
