// What each entity keeps and when it is dropped (the rule is written atop schemas.ts).
import { describe, expect, it } from 'vitest';
import { newestFirst } from '../selectors/lists.ts';
import { makeGalleryItem, makeNews } from '../testing/index.ts';
import { calendarEntrySchema, galleryItemSchema, newsSchema, videoSchema } from './schemas.ts';

describe('video link', () => {
  const video = (videoUrl: unknown) => videoSchema.safeParse({ title: 'Annual Day', date: '2024-12-20', videoUrl });

  it.each([
    ['an https URL, as sent', 'https://www.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
    ['an http URL, as sent', 'http://example.org/v.mp4', 'http://example.org/v.mp4'],
    ['a host without a scheme', 'www.youtube.com/watch?v=abc', 'https://www.youtube.com/watch?v=abc'],
    ['a bare host name', 'youtu.be/abc', 'https://youtu.be/abc'],
    ['a protocol-relative URL', '//youtu.be/abc', 'https://youtu.be/abc'],
    ['a script', 'javascript:alert(1)', ''],
    ['a relative path', '/videos/abc', ''],
    ['words', 'see the office', ''],
    ['nothing', undefined, ''],
  ])('keeps the record with %s', (_, raw, expected) => {
    const result = video(raw);
    expect(result.success).toBe(true);
    expect(result.data?.videoUrl).toBe(expected);
  });
});

describe('gallery item', () => {
  it('is kept untitled when the title is empty but it has photos', () => {
    expect(galleryItemSchema.parse(makeGalleryItem({ title: '  ' })).title).toBe('');
    expect(galleryItemSchema.parse(makeGalleryItem({ title: undefined })).title).toBe('');
  });

  it('is dropped with neither a title nor photos', () => {
    expect(galleryItemSchema.safeParse(makeGalleryItem({ title: '', attachments: [] })).success).toBe(false);
  });
});

describe('calendar entry', () => {
  it('reads a day-first date', () => {
    expect(calendarEntrySchema.parse({ date: '15/08/2024', title: 'Independence Day' }).date).toBe('2024-08-15');
  });

  it.each([['someday'], ['2024-13-45'], [''], [undefined]])(
    'is dropped for a date %j it cannot place on the calendar',
    (date) => {
      expect(calendarEntrySchema.safeParse({ date, title: 'Independence Day' }).success).toBe(false);
    },
  );
});

it('sorts records with unreadable dates last, the rest by their date whatever its form', () => {
  const news = [
    { title: 'undated', date: '2024-13-45' },
    { title: 'epoch', date: 1717200000 },
    { title: 'day first', date: '05/01/2024' },
    { title: 'iso', date: '2024-03-05' },
  ].map(({ title, date }) => newsSchema.parse({ ...makeNews({ title }), date }));
  expect(newestFirst(news).map((n) => n.title)).toEqual(['epoch', 'iso', 'day first', 'undated']);
});
