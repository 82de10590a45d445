// Stamped with the day fetched: birthdays are today's and must not outlive their day.
import { cardTexts, cardTextsOf, isKioskAchievement, type ApiClient, type GalleryItem } from '@school/shared-api';
import type { KioskLists } from '../kiosk/compose-slides.ts';
import {
  ACTIVITY_ITEMS,
  MAX_ACHIEVEMENTS,
  MAX_BIRTHDAYS,
  MAX_NEWS_ITEMS,
  PHOTOS_PER_ACTIVITY,
} from '../kiosk/constants.ts';

export type KioskData = KioskLists & {
  day: string;
};

export const EMPTY_KIOSK_DATA: KioskData = { gallery: [], birthdays: [], news: [], day: '' };

export type KioskApi = Pick<ApiClient, 'getGallery' | 'getBirthdays' | 'getNewsTitles'>;

export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export async function loadKioskData(api: KioskApi, signal?: AbortSignal, now: Date = new Date()): Promise<KioskData> {
  // strict: a provider that is down is told apart from one with nothing to show (decision record 006).
  const options = { signal, strict: true };
  const [gallery, birthdays, news] = await Promise.all([
    api.getGallery(options),
    api.getBirthdays(options),
    api.getNewsTitles(options),
  ]);
  return {
    gallery: keepForKiosk(gallery),
    birthdays: cardTextsOf(birthdays.slice(0, MAX_BIRTHDAYS)),
    news: cardTextsOf(news.slice(0, MAX_NEWS_ITEMS)),
    day: localDay(now),
  };
}

/** Slides 1 and 2 read the same list, so the local copy stays small. */
export function keepForKiosk(gallery: readonly GalleryItem[]): GalleryItem[] {
  let achievements = 0;
  return gallery.flatMap((item, index) => {
    if (index < ACTIVITY_ITEMS)
      return [{ ...cardTexts(item), attachments: item.attachments.slice(0, PHOTOS_PER_ACTIVITY) }];
    if (isKioskAchievement(item.category) && achievements++ < MAX_ACHIEVEMENTS)
      return [{ ...cardTexts(item), attachments: item.attachments.slice(0, 1) }];
    return [];
  });
}

export function hasNoContent(data: KioskLists): boolean {
  return data.gallery.length === 0 && data.birthdays.length === 0 && data.news.length === 0;
}

export function withoutStaleBirthdays(data: KioskData, now: Date): KioskData {
  return data.birthdays.length > 0 && data.day !== localDay(now) ? { ...data, birthdays: [] } : data;
}

export function sameKioskData(a: KioskData, b: KioskData): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
