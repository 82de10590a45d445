import { describe, expect, it } from 'vitest';
import { isTrackingParam, withoutTracking } from './tracking-params.ts';

describe('withoutTracking', () => {
  it.each([
    ['/?fbclid=IwAR0abc', '/'],
    ['/News?utm_source=whatsapp&utm_medium=social&utm_campaign=notice', '/News'],
    ['/SubGallery?id=3&fbclid=x', '/SubGallery?id=3'],
    ['/Circular?gclid=1&year=2024&UTM_Source=x&q=exam', '/Circular?year=2024&q=exam'],
    ['/News?utm%5Fsource=x', '/News'],
    ['/News', '/News'],
    ['/News?', '/News'],
    ['/News?&&year=2024&', '/News?year=2024'],
    ['/News?q=a%20b&fbclid', '/News?q=a%20b'],
  ])('%s -> %s', (url, expected) => {
    expect(withoutTracking(url)).toBe(expected);
  });

  it('keeps what only looks like tracking', () => {
    expect(withoutTracking('/News?utm=1&fbclid_note=2&q=utm_source')).toBe('/News?utm=1&fbclid_note=2&q=utm_source');
  });

  it('keeps a parameter whose name cannot be decoded', () => {
    expect(withoutTracking('/News?%E0%A4%A=1&fbclid=2')).toBe('/News?%E0%A4%A=1');
  });
});

describe('isTrackingParam', () => {
  it('knows the common click and campaign identifiers', () => {
    for (const name of ['fbclid', 'gclid', 'msclkid', 'utm_source', 'utm_content', 'mc_eid', '_ga'])
      expect(isTrackingParam(name), name).toBe(true);
    for (const name of ['id', 'year', 'month', 'q', 'page', 'utm']) expect(isTrackingParam(name), name).toBe(false);
  });
});
