// Varnish in front (deploy/varnish/school.vcl) drops a link's tracking parameters with a regular
// expression of its own: it must name exactly the parameters of tracking-params.ts and drop them as
// withoutTracking does, so Varnish and the shell's page cache keep a page under the same key.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TRACKING, withoutTracking } from './tracking-params.ts';

const vcl = readFileSync(new URL('../deploy/varnish/school.vcl', import.meta.url), 'utf8');

/** The VCL's rewrites of req.url, in order, as JavaScript: PCRE's leading (?i) becomes the i flag. */
const rewrites = [...vcl.matchAll(/set req\.url = (regsub(?:all)?)\(req\.url, "([^"]*)", "([^"]*)"\);/g)].map(
  ([, fn, pattern = '', replacement = '']) => ({
    pattern,
    regex: new RegExp(
      pattern.replace(/^\(\?i\)/, ''),
      `${pattern.startsWith('(?i)') ? 'i' : ''}${fn === 'regsuball' ? 'g' : ''}`,
    ),
    replacement,
  }),
);
// The VCL rewrites only a URL with a query.
const inVarnish = (url: string) =>
  url.includes('?') ? rewrites.reduce((u, { regex, replacement }) => u.replace(regex, replacement), url) : url;

describe('the VCL in front', () => {
  it('drops exactly the parameters tracking-params.ts names', () => {
    const names = TRACKING.source.replace(/^\^\(/, '').replace(/\)\$$/, '');
    expect(TRACKING.flags).toBe('i');
    expect(rewrites.map((r) => r.pattern)).toEqual([`(?i)(?<=[?&])(?:${names})(?:=[^&]*)?(?:&|$)`, '[?&]+$']);
  });

  it.each([
    '/?fbclid=IwAR0abc',
    '/News?utm_source=whatsapp&utm_medium=social&utm_campaign=notice',
    '/SubGallery?id=3&fbclid=x',
    '/Circular?gclid=1&year=2024&UTM_Source=x&q=exam',
    '/News?year=2024&_gl=1*abc*_ga*xyz&msclkid=2',
    '/News?q=a%20b&fbclid',
    '/News?utm=1&fbclid_note=2&q=utm_source',
    '/News?',
    '/News',
  ])('keeps %s under the key the shell renders it for', (url) => {
    expect(inVarnish(url)).toBe(withoutTracking(url));
  });

  it('leaves a percent-encoded name to the shell, which drops it: one more copy of the same page', () => {
    expect(inVarnish('/News?utm%5Fsource=x')).toBe('/News?utm%5Fsource=x');
    expect(withoutTracking('/News?utm%5Fsource=x')).toBe('/News');
  });
});
