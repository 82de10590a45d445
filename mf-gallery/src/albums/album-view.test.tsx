import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { byCategory, galleryItemSchema } from '@school/shared-api';
import { useFilteredList } from '@school/shared-ui/kit';
import { RouterUrlQuery } from '@school/shared-ui/runtime';
import { makeGalleryItem } from '@school/shared-api/testing';
import { albumId, coverOf, photoCount, startYear } from './album-view.ts';

const item = (title: string, date: string, category = 'PhotoGallery') =>
  galleryItemSchema.parse(makeGalleryItem({ title, date, category }));
const all = [
  item('Sports Day', '2023-01-20T00:00:00.000Z'),
  item('Science Fair', '2024-03-05T00:00:00.000Z'),
  item('Kids Fancy Dress', '2024-07-12T00:00:00.000Z', 'kidsZone'),
  item('Undated Picnic', ''),
  item('Annual Day', '2024-12-14T00:00:00.000Z'),
  item('State Chess Win', '2022-11-02T00:00:00.000Z', 'Achievements'),
  item('SPORTS meet', '2022-01-26T00:00:00.000Z'),
];
const titles = (items: { title: string }[]) => items.map((i) => i.title);

/** A section's list through the shared hook, as the page uses it, at a query string. */
function sectionList(category: string, query = '') {
  const items = byCategory(all, category);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[`/Gallery${query}`]}>
      <RouterUrlQuery>{children}</RouterUrlQuery>
    </MemoryRouter>
  );
  return renderHook(() => useFilteredList(items), { wrapper }).result.current;
}
const at = (query: string) => sectionList('PhotoGallery', query);

describe('a section list', () => {
  it('keeps the section category only, newest first, undated last', () => {
    expect(titles(at('').visible)).toEqual([
      'Annual Day',
      'Science Fair',
      'Sports Day',
      'SPORTS meet',
      'Undated Picnic',
    ]);
    expect(titles(sectionList('kidsZone').visible)).toEqual(['Kids Fancy Dress']);
    expect(titles(sectionList('Achievements').visible)).toEqual(['State Chess Win']);
  });

  it('offers the years found newest first and the months found Jan to Dec', () => {
    const view = at('');
    expect(view.years).toEqual([2024, 2023, 2022]);
    expect(view.months).toEqual([0, 2, 11]);
    expect(view.visible).toHaveLength(5);
  });

  it('filters by year, by month and by both, keeping newest first', () => {
    expect(titles(at('?year=2024').visible)).toEqual(['Annual Day', 'Science Fair']);
    expect(titles(at('?month=Jan').visible)).toEqual(['Sports Day', 'SPORTS meet']);
    expect(titles(at('?year=2023&month=Jan').visible)).toEqual(['Sports Day']);
  });

  it('searches titles case-insensitively by substring, ignoring surrounding spaces', () => {
    expect(titles(at('?q=++sPoRt+').visible)).toEqual(['Sports Day', 'SPORTS meet']);
    expect(titles(at('?q=ence+f').visible)).toEqual(['Science Fair']);
    expect(at('?q=nothing+like+this').visible).toEqual([]);
  });

  it('keeps filters independent: the options never shrink with the other filters', () => {
    const view = at('?year=2023&month=Dec&q=zzz');
    expect(view.visible).toEqual([]);
    expect(view.years).toEqual([2024, 2023, 2022]);
    expect(view.months).toEqual([0, 2, 11]);
  });

  it('handles an empty section', () => {
    const view = sectionList('NoSuchCategory');
    expect({ years: view.years, months: view.months, visible: view.visible }).toEqual({
      years: [],
      months: [],
      visible: [],
    });
  });
});

describe('startYear', () => {
  it('is the current year for Kids Corner and All elsewhere', () => {
    expect(startYear(true, new Date(2031, 5, 1))).toBe(2031);
    expect(startYear(false, new Date(2031, 5, 1))).toBe('all');
  });
});

describe('card helpers', () => {
  it('takes the id, else _id, else none', () => {
    expect(albumId({ id: 'a', _id: 'b' })).toBe('a');
    expect(albumId({ id: undefined, _id: 'b' })).toBe('b');
    expect(albumId({ id: '', _id: undefined })).toBeNull();
  });

  it('uses the first attachment as cover and counts photos', () => {
    expect(coverOf({ attachments: ['x.jpg', 'y.jpg'] })).toBe('x.jpg');
    expect(coverOf({ attachments: [] })).toBeUndefined();
    expect(photoCount(1)).toBe('1 Photo');
    expect(photoCount(0)).toBe('0 Photos');
    expect(photoCount(12)).toBe('12 Photos');
  });
});
