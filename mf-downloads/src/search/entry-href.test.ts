import { describe, expect, it } from 'vitest';
import { entryHref } from './entry-href.ts';

const item = { title: 'Lost & found', date: '2025-03-04T00:00:00.000Z' };

describe('entryHref', () => {
  it("leads to the entry in its list: its title in the list's search, its year and month where the list has them", () => {
    expect(entryHref('notice', item)).toBe('/SchoolNotice?year=2025&month=Mar&q=Lost+%26+found');
    expect(entryHref('news', item)).toBe('/News?year=2025&month=Mar&q=Lost+%26+found');
    expect(entryHref('circular', item)).toBe('/Circular?year=2025&q=Lost+%26+found');
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
