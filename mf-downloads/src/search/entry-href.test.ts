import { describe, expect, it } from 'vitest';
import { entryHref } from './entry-href.ts';

const item = { key: 'n 1', title: 'Lost & found', date: '2025-03-04T00:00:00.000Z' };

describe('entryHref', () => {
  it("opens a story's own page by the key its list links with", () => {
    expect(entryHref('notice', item)).toBe('/SchoolNoticeItem?id=n%201');
    expect(entryHref('news', item)).toBe('/NewsItem?id=n%201');
    expect(entryHref('circular', item)).toBe('/CircularItem?id=n%201');
    expect(entryHref('event', item)).toBe('/EventItem?id=n%201');
  });

  it("leads to an entry without a page of its own to its list: its title in the list's search, its year", () => {
    expect(entryHref('homework', { ...item, date: '' })).toBe('/HomeWork?year=all&q=Lost+%26+found');
    expect(entryHref('video', item)).toBe('/VideoGallery?year=2025');
    expect(entryHref('topper', { ...item, sessionYear: '2024-2025' })).toBe(
      '/Toppers?session=2024-2025&q=Lost+%26+found',
    );
  });

  it("opens an album's own page, in its section", () => {
    expect(entryHref('album', { ...item, id: '7', category: 'kidsZone' })).toBe('/KidsCornerSubGallery?id=7');
    expect(entryHref('album', { ...item, id: '8', category: 'PhotoGallery' })).toBe('/SubGallery?id=8');
  });
});
