import {
  kioskAchievements,
  studentsOnly,
  teachersOnly,
  type Birthday,
  type GalleryItem,
  type NewsTitle,
} from '@school/shared-api';
import {
  ACHIEVEMENTS_PER_SLIDE,
  ACTIVITY_ITEMS,
  PHOTOS_PER_ACTIVITY,
  STUDENT_BIRTHDAYS_PER_SLIDE,
  TEACHER_BIRTHDAYS_PER_SLIDE,
} from './constants.ts';

export type KioskLists = {
  gallery: readonly GalleryItem[];
  birthdays: readonly Birthday[];
  news: readonly NewsTitle[];
};

export type Activity = { key: string; title: string; photos: string[] };

export type KioskSlides = {
  activities: Activity[];
  achievementPages: GalleryItem[][];
  studentPages: Birthday[][];
  teacherPages: Birthday[][];
  news: NewsTitle[];
};

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

export function composeSlides(data: KioskLists, achievementsYear: number): KioskSlides {
  return {
    activities: data.gallery.slice(0, ACTIVITY_ITEMS).map((item) => ({
      key: item.key,
      title: item.title,
      photos: item.attachments.slice(0, PHOTOS_PER_ACTIVITY),
    })),
    achievementPages: chunk(kioskAchievements(data.gallery, achievementsYear), ACHIEVEMENTS_PER_SLIDE),
    studentPages: chunk(studentsOnly(data.birthdays), STUDENT_BIRTHDAYS_PER_SLIDE),
    teacherPages: chunk(teachersOnly(data.birthdays), TEACHER_BIRTHDAYS_PER_SLIDE),
    news: [...data.news],
  };
}
