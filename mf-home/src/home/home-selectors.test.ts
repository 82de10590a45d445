import { describe, expect, it } from 'vitest';
import { MONTHS, birthdaySchema, contentItemSchema, galleryItemSchema, newsSchema, topperSchema } from '@school/shared-api';
import { makeBirthday, makeContentItem, makeGalleryItem, makeNews, makeTopper } from '@school/shared-api/testing';
import { dayDotMonth, gallerySlides, homeAchievements, homeBirthdays, homeNews, homeNotices, homeToppers, todayDayMonth } from './home-selectors.ts';

const content = (o: Parameters<typeof makeContentItem>[0]) => contentItemSchema.parse(makeContentItem(o));
const gallery = (o: Parameters<typeof makeGalleryItem>[0]) => galleryItemSchema.parse(makeGalleryItem(o));

describe('category filters', () => {
  it('home notices keep category Notice, newest fromDate first', () => {
    const list = [
      content({ category: 'Notice', title: 'old', fromDate: '2024-01-01' }),
      content({ category: 'NoticeBoard', title: 'board', fromDate: '2024-06-01' }),
      content({ category: 'Notice', title: 'new', fromDate: '2024-05-01' }),
    ];
    expect(homeNotices(list).map((n) => n.title)).toEqual(['new', 'old']);
  });

  it('the news marquee keeps category News only', () => {
    const list = [makeNews({ title: 'a' }), makeNews({ title: 'b', category: 'Notice' }), makeNews({ title: 'c', date: '2025-01-01T00:00:00.000Z' })].map((n) => newsSchema.parse(n));
    expect(homeNews(list).map((n) => n.title)).toEqual(['c', 'a']);
  });

  it('toppers are class X of the newest session', () => {
    const list = [
      makeTopper({ name: 'Old X', sessionYear: '2022-2023' }),
      makeTopper({ name: 'New X', sessionYear: '2024-25' }),
      makeTopper({ name: 'New IX', class: 'IX', sessionYear: '2024-2025' }),
    ].map((t) => topperSchema.parse(t));
    expect(homeToppers(list).map((t) => t.name)).toEqual(['New X']);
  });

  it('toppers without a session are all kept when class X', () => {
    const list = [makeTopper({ name: 'A', sessionYear: '' }), makeTopper({ name: 'B', class: 'XI', sessionYear: '' })].map((t) => topperSchema.parse(t));
    expect(homeToppers(list).map((t) => t.name)).toEqual(['A']);
  });

  it('birthdays keep students only', () => {
    const list = [makeBirthday({ name: 'Student' }), makeBirthday({ name: 'Teacher', category: 'Teacher' })].map((b) => birthdaySchema.parse(b));
    expect(homeBirthdays(list).map((b) => b.name)).toEqual(['Student']);
  });

  it('achievements are gallery items of category Achievements', () => {
    const list = [gallery({ title: 'album' }), gallery({ title: 'prize', category: 'Achievements' }), gallery({ title: 'kiosk', category: 'Achivements' })];
    expect(homeAchievements(list).map((g) => g.title)).toEqual(['prize']);
  });
});

describe('gallerySlides', () => {
  it('shows one cover per album from 4 albums on', () => {
    const albums = Array.from({ length: 5 }, (_, i) => gallery({ id: `g${i}`, title: `Album ${i}`, date: `2024-0${i + 1}-01` }));
    const slides = gallerySlides(albums);
    expect(slides).toHaveLength(5);
    expect(slides[0]).toMatchObject({ itemId: 'g4', title: 'Album 4', photo: albums[4]?.attachments[0] });
  });

  it('with fewer than 4 albums shows every attachment flat', () => {
    const albums = [gallery({ id: 'a', attachments: ['x/1.jpg', 'x/2.jpg'] }), gallery({ id: 'b', attachments: ['y/1.jpg'] }), gallery({ id: 'c', category: 'Achievements' })];
    expect(gallerySlides(albums).map((s) => s.photo)).toEqual(['x/1.jpg', 'x/2.jpg', 'y/1.jpg']);
  });

  it('gives no slides for no albums', () => {
    expect(gallerySlides([])).toEqual([]);
  });
});

it('todayDayMonth shows the day and the 3-letter month', () => {
  expect(todayDayMonth(new Date(2025, 2, 5), MONTHS)).toBe('05 Mar');
});

it('dayDotMonth writes DD.MM, and the placeholder for no date', () => {
  expect(dayDotMonth('2024-12-04T00:00:00.000Z')).toBe('04.12');
  expect(dayDotMonth('')).toBe('DD.MM');
});
