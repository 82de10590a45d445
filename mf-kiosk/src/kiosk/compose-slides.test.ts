import { describe, expect, it } from 'vitest';
import { birthdaySchema, galleryItemSchema, newsTitleSchema } from '@school/shared-api';
import { makeBirthday, makeGalleryItem } from '@school/shared-api/testing';
import { chunk, composeSlides, type KioskLists } from './compose-slides.ts';

const gallery = (overrides: Parameters<typeof makeGalleryItem>[0]) =>
  galleryItemSchema.parse(makeGalleryItem(overrides));
const person = (name: string, category: string) => birthdaySchema.parse(makeBirthday({ name, category }));
const lists = (partial: Partial<KioskLists>): KioskLists => ({ gallery: [], birthdays: [], news: [], ...partial });
const photos = (n: number) => Array.from({ length: n }, (_, i) => `uploads/p-${i + 1}.jpg`);

describe('slide 1: activities', () => {
  it('takes the first 2 gallery items, each with up to 20 photos, and their titles', () => {
    const items = [
      gallery({ title: 'Sports Day', attachments: photos(25) }),
      gallery({ title: 'Annual Day', attachments: photos(3) }),
      gallery({ title: 'Third' }),
    ];
    const { activities } = composeSlides(lists({ gallery: items }), 2024);
    expect(activities.map((a) => a.title)).toEqual(['Sports Day', 'Annual Day']);
    expect(activities[0]?.photos).toHaveLength(20);
    expect(activities[0]?.photos[19]).toBe('uploads/p-20.jpg');
    expect(activities[1]?.photos).toHaveLength(3);
  });
  it('is empty without gallery items (the slide shows No Activities Found)', () => {
    expect(composeSlides(lists({}), 2024).activities).toEqual([]);
  });
  it('keeps an item without photos (it shows the default image)', () => {
    expect(composeSlides(lists({ gallery: [gallery({ attachments: [] })] }), 2024).activities[0]?.photos).toEqual([]);
  });
});

describe('slide 2: achievements', () => {
  const achievements = [
    ...Array.from({ length: 5 }, (_, i) =>
      gallery({ title: `Spelt Achivements ${i}`, category: 'Achivements', date: `2024-0${i + 1}-10T00:00:00.000Z` }),
    ),
    gallery({ title: 'Correct spelling', category: 'Achievements', date: '2024-09-01T00:00:00.000Z' }),
    gallery({ title: 'Last year', category: 'Achivements', date: '2023-05-01T00:00:00.000Z' }),
    gallery({ title: 'Not an achievement', category: 'PhotoGallery', date: '2024-05-01T00:00:00.000Z' }),
    gallery({ title: 'Undated', category: 'Achivements', date: '' }),
  ];
  it('shows 4 per slide, both spellings, of the year only', () => {
    const pages = composeSlides(lists({ gallery: achievements }), 2024).achievementPages;
    expect(pages.map((p) => p.length)).toEqual([4, 2]);
    expect(pages.flat().map((a) => a.title)).toEqual([
      'Spelt Achivements 0',
      'Spelt Achivements 1',
      'Spelt Achivements 2',
      'Spelt Achivements 3',
      'Spelt Achivements 4',
      'Correct spelling',
    ]);
  });
  it('shows a record the provider files under both spellings once (same id)', () => {
    const both = [
      gallery({ id: 'a1', title: 'Gold', category: 'Achievements', date: '2024-02-01' }),
      gallery({ id: 'a1', title: 'Gold', category: 'Achivements', date: '2024-02-01' }),
    ];
    expect(
      composeSlides(lists({ gallery: [...both, ...achievements] }), 2024)
        .achievementPages.flat()
        .filter((a) => a.title === 'Gold'),
    ).toHaveLength(1);
  });
  it('shows an achievement filed again under the other spelling, with another id and date, once', () => {
    const quiz = 'First prize in the inter-school quiz of the Rotary Club of Nagpur';
    const again = [
      gallery({ id: 'q1', title: quiz, category: 'Achivements', date: '2024-09-18' }),
      gallery({ id: 'q2', title: quiz, category: 'Achievements', date: '2024-09-17' }),
    ];
    const shown = composeSlides(lists({ gallery: [...again, ...achievements] }), 2024).achievementPages.flat();
    expect(shown.filter((a) => a.title === quiz).map((a) => a.key)).toEqual(['q1']);
    expect(shown).toHaveLength(7);
  });
  it('follows the runtime year setting', () => {
    expect(
      composeSlides(lists({ gallery: achievements }), 2023)
        .achievementPages.flat()
        .map((a) => a.title),
    ).toEqual(['Last year']);
    expect(composeSlides(lists({ gallery: achievements }), 2019).achievementPages).toEqual([]);
  });
});

describe('slide 3: birthdays and news', () => {
  it('puts 2 students and 4 teachers on a page', () => {
    const birthdays = [
      ...['s1', 's2', 's3', 's4', 's5'].map((n) => person(n, 'Student')),
      ...['t1', 't2', 't3', 't4', 't5'].map((n) => person(n, 'Teacher')),
      person('x', 'Parent'),
    ];
    const slides = composeSlides(lists({ birthdays }), 2024);
    expect(slides.studentPages.map((p) => p.map((b) => b.name))).toEqual([['s1', 's2'], ['s3', 's4'], ['s5']]);
    expect(slides.teacherPages.map((p) => p.map((b) => b.name))).toEqual([['t1', 't2', 't3', 't4'], ['t5']]);
  });
  it('passes the news titles through and is empty with no data (placeholders)', () => {
    const news = [newsTitleSchema.parse({ title: 'Results declared', description: 'All passed' })];
    expect(composeSlides(lists({ news }), 2024).news.map((n) => n.title)).toEqual(['Results declared']);
    const empty = composeSlides(lists({}), 2024);
    expect([empty.studentPages, empty.teacherPages, empty.news, empty.achievementPages]).toEqual([[], [], [], []]);
  });
});

describe('chunk', () => {
  it('splits into pages of a size, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 4)).toEqual([]);
  });
});
