import { describe, expect, it } from 'vitest';
import { etagFor, headersFor, notModified, pickEncoding } from './page-headers.ts';

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['BR;Q=0.9, GZIP;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['identity;q=0, *;q=0', 'identity'],
    ['br;q=abc, gzip', 'gzip'],
    ['identity;q=1, gzip;q=0.5', 'identity'],
    ['identity, gzip;q=0.5', 'identity'],
    ['identity;q=0.1, gzip;q=0.5', 'gzip'],
    ['gzip;q=1e999', 'identity'],
    ['br;q=2, gzip;q=0.5', 'gzip'],
    ['br;q=1e-1, gzip;q=0.001', 'gzip'],
    ['br;q=0.5000, gzip;q=1.000', 'gzip'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('validators', () => {
  const page = { status: 200, degraded: false, etag: '"abc"' };

  it('gives each encoding its own strong etag', () => {
    expect(etagFor(page, 'identity')).toBe('"abc"');
    expect(etagFor(page, 'br')).toBe('"abc-br"');
    expect(etagFor(page, 'gzip')).toBe('"abc-gzip"');
  });

  it('answers If-None-Match by weak comparison', () => {
    expect(notModified(undefined, page, 'identity')).toBe(false);
    expect(notModified('"abc"', page, 'identity')).toBe(true);
    expect(notModified('W/"abc-br"', page, 'br')).toBe(true);
    expect(notModified('"x", "abc-gzip"', page, 'gzip')).toBe(true);
    expect(notModified('"abc"', page, 'br')).toBe(false);
    expect(notModified('*', page, 'identity')).toBe(true);
  });

  it('never answers 304 for a page that does not exist, not even to * (it used to)', () => {
    const missing = { ...page, status: 404 };
    for (const header of ['*', ' * ', '"abc"', 'W/"abc"'])
      expect(notModified(header, missing, 'identity'), header).toBe(false);
    const placeholders = { ...page, degraded: true };
    expect(notModified('*', placeholders, 'br')).toBe(true);
  });

  it('puts the headers of one copy together', () => {
    expect(headersFor(page, 'br')).toEqual({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
      vary: 'Accept-Encoding',
      etag: '"abc-br"',
      'content-encoding': 'br',
    });
    expect(headersFor(page, 'identity')).not.toHaveProperty('content-encoding');
  });

  it('gives a 404 no validator: there is nothing for a cache to revalidate', () => {
    expect(headersFor({ ...page, status: 404 }, 'br')).not.toHaveProperty('etag');
  });
});
