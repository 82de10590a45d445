import { describe, expect, it } from 'vitest';
import { keptPagesHtml, keptPageTitle } from './offline-fallback.ts';

describe('keptPageTitle', () => {
  it("reads a kept page's title without the school name, its entities as text", () => {
    expect(keptPageTitle('<head><title>Children&#39;s Day &amp; more | St. Mary&#39;s</title>', '/NewsItem?id=1')).toBe(
      "Children's Day & more",
    );
    expect(keptPageTitle('<title>Home | A | B School</title>', '/')).toBe('Home | A');
  });

  it('names a page without a title by its path', () => {
    expect(keptPageTitle('<p>no head</p>', '/News')).toBe('/News');
    expect(keptPageTitle('<title> </title>', '/News')).toBe('/News');
  });
});

describe('keptPagesHtml', () => {
  it('lists each kept page as a link, escaped', () => {
    const html = keptPagesHtml([
      { path: '/News', title: 'News' },
      { path: '/NewsItem?id=a&b', title: '<b>Prize</b>' },
    ]);
    expect(html).toContain('<h2>Pages you can read offline</h2>');
    expect(html).toContain('<li><a href="/News">News</a> <small>/News</small></li>');
    expect(html).toContain('<a href="/NewsItem?id=a&amp;b">&lt;b&gt;Prize&lt;/b&gt;</a>');
    expect(html).not.toContain('<b>');
  });

  it('says so when no page is kept', () => {
    expect(keptPagesHtml([])).toBe('<p>No pages have been saved on this device yet.</p>');
  });
});
