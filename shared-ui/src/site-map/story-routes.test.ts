import { describe, expect, it } from 'vitest';
import { storyHref } from './story-routes.ts';

describe('storyHref', () => {
  it("links an entry's own page by its key, encoded", () => {
    expect(storyHref('newsItem', { key: 'n1' })).toBe('/NewsItem?id=n1');
    expect(storyHref('schoolNoticeItem', { key: 'a b&c' })).toBe('/SchoolNoticeItem?id=a%20b%26c');
    expect(storyHref('circularItem', { key: 'c1' })).toBe('/CircularItem?id=c1');
    expect(storyHref('eventItem', { key: 'e1' })).toBe('/EventItem?id=e1');
  });
});
