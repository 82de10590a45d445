// The selectors applied to records as the client returns them (inferred types, ISO dates).
import { describe, expect, it } from 'vitest';
import { birthdaySchema, contentItemSchema, galleryItemSchema, topperSchema } from '../contract/index.ts';
import { makeBirthday, makeContentItem, makeGalleryItem, makeTopper } from '../testing/index.ts';
import {
  achievementsOf,
  byCategory,
  classXOnly,
  dateParts,
  filterItems,
  formatDate,
  newestFirst,
  sessionsOf,
  studentsOnly,
  yearsOf,
} from './index.ts';

describe('selectors on parsed records', () => {
  const notices = [
    makeContentItem({ category: 'Notice', title: 'Old', fromDate: '2023-01-10T00:00:00.000Z' }),
    makeContentItem({ category: 'Notice', title: 'New', fromDate: '2024-07-01T00:00:00.000Z' }),
    makeContentItem({ category: 'NoticeBoard', title: 'Board' }),
  ].map((n) => contentItemSchema.parse(n));

  it('home notices: category Notice, newest fromDate first', () => {
    expect(newestFirst(byCategory(notices, 'Notice'), 'fromDate').map((n) => n.title)).toEqual(['New', 'Old']);
  });

  it('gallery cards read day and month from ISO timestamps', () => {
    const item = galleryItemSchema.parse(makeGalleryItem({ date: '2024-08-15T00:00:00.000Z' }));
    expect(dateParts(item.date)).toEqual({ day: '15', month: 'Aug', year: 2024 });
    expect(formatDate(item.date)).toBe('15 Aug 2024');
    expect(yearsOf([item])).toEqual([2024]);
    expect(achievementsOf([galleryItemSchema.parse(makeGalleryItem({ category: 'Achievements' })), item])).toHaveLength(
      1,
    );
  });

  it('toppers and birthdays', () => {
    const toppers = [makeTopper(), makeTopper({ class: 'IX', sessionYear: '2023-24' })].map((t) =>
      topperSchema.parse(t),
    );
    expect(classXOnly(toppers)).toHaveLength(1);
    expect(sessionsOf(toppers)).toEqual(['2024-2025', '2023-2024']);
    expect(filterItems(toppers, { search: 'ANANYA' }, { text: (t) => t.name })).toHaveLength(2);
    const birthdays = [makeBirthday(), makeBirthday({ category: 'Teacher' })].map((b) => birthdaySchema.parse(b));
    expect(studentsOnly(birthdays)).toHaveLength(1);
  });
});
