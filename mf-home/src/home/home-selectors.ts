// What each home block shows, from what the provider returned (SPEC "Home blocks in detail",
// §9 filters). Pure functions, so the rules are tested without rendering.
import {
  achievementsOf,
  calendarDate,
  byCategory,
  classXOnly,
  newestFirst,
  normalizeSession,
  sessionsOf,
  studentsOnly,
  type Birthday,
  type ContentItem,
  type GalleryItem,
  type News,
  type Topper,
} from '@school/shared-api';

/** Carousels and sliders show at most this many of the newest items. */
export const HOME_LIST_LIMIT = 12;
/** SPEC: three placeholder items for carousels. */
export const PLACEHOLDER_COUNT = 3;

/** Home notices: category Notice, newest fromDate first. */
export const homeNotices = (items: readonly ContentItem[]) => newestFirst(byCategory(items, 'Notice'), 'fromDate');

/** News marquee: category News only, newest first. */
export const homeNews = (items: readonly News[]) => newestFirst(byCategory(items, 'News')).slice(0, HOME_LIST_LIMIT);

export const homeCirculars = (items: readonly ContentItem[]) => newestFirst(items).slice(0, HOME_LIST_LIMIT);

/** Toppers carousel: class X only, of the newest session present (every session otherwise). */
export function homeToppers(toppers: readonly Topper[]): Topper[] {
  const classX = classXOnly(toppers);
  const latest = sessionsOf(classX)[0];
  return latest === undefined ? classX : classX.filter((t) => normalizeSession(t.sessionYear) === latest);
}

/** Birthdays carousel: students only. */
export const homeBirthdays = (birthdays: readonly Birthday[]) => studentsOnly(birthdays);

export const homeAchievements = (gallery: readonly GalleryItem[]) => newestFirst(achievementsOf(gallery)).slice(0, HOME_LIST_LIMIT);

export type GallerySlide = { key: string; itemId: string; title: string; photo: string; alt: string };

/**
 * Photo-gallery slider: one slide per album (its cover), newest first. SPEC §9: with fewer than
 * 4 albums every attachment shows, flat.
 */
export function gallerySlides(gallery: readonly GalleryItem[]): GallerySlide[] {
  const albums = newestFirst(byCategory(gallery, 'PhotoGallery')).slice(0, HOME_LIST_LIMIT);
  const idOf = (a: GalleryItem) => a.id ?? a._id ?? a.key;
  if (albums.length >= 4) {
    return albums.flatMap((a) => {
      const photo = a.attachments[0];
      return photo ? [{ key: a.key, itemId: idOf(a), title: a.title, photo, alt: a.title }] : [];
    });
  }
  return albums.flatMap((a) =>
    a.attachments.map((photo, i) => ({ key: `${a.key}#${i}`, itemId: idOf(a), title: a.title, photo, alt: `${a.title}, photo ${i + 1} of ${a.attachments.length}` })),
  );
}

/** Today as the birthdays carousel shows it: day and month, e.g. "05 Mar". */
export function todayDayMonth(now: Date, months: readonly string[]): string {
  return `${String(now.getDate()).padStart(2, '0')} ${months[now.getMonth()] ?? ''}`;
}

/** "DD.MM", the date badge of the events slider (its placeholder reads DD.MM). */
export function dayDotMonth(value: string): string {
  const d = calendarDate(value);
  return d ? `${String(d.day).padStart(2, '0')}.${String(d.monthIndex + 1).padStart(2, '0')}` : 'DD.MM';
}
