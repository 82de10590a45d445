import { describe, expect, it } from 'vitest';
import { renderOfflinePage } from '../server-entry.tsx';
import { KEPT_PAGES_SLOT } from '../sw/offline-fallback.ts';
import { OFFLINE_HEADING } from './offline-page.tsx';

describe('the offline page', () => {
  it('is one document with its styles inline, no script, the slot the worker fills and a link home', async () => {
    const html = await renderOfflinePage({
      name: 'St. Mary<s> School',
      tagline: 'Since 1970',
    } as Parameters<typeof renderOfflinePage>[0]);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>Offline | St. Mary&lt;s&gt; School</title>');
    expect(html).toContain(`<h1>${OFFLINE_HEADING}</h1>`);
    expect(html).toContain(KEPT_PAGES_SLOT);
    expect(html).toContain('<a href="/" class="home">Go to the home page</a>');
    expect(html).toMatch(/<style[^>]*>[^<]+<\/style>/);
    expect(html).not.toMatch(/<script|<link /);
  });
});
