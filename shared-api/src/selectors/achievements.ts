// The kiosk's records are spelt 'Achivements': the kiosk accepts both spellings and shows a record filed under both once.
import { calendarDate } from './dates.ts';
import { titleKey } from './title-key.ts';

export const ACHIEVEMENTS_CATEGORY = 'Achievements';
export const KIOSK_ACHIEVEMENTS_YEAR = 2024;

export function isKioskAchievement(category: string | null | undefined): boolean {
  return category === 'Achivements' || category === ACHIEVEMENTS_CATEGORY;
}

export function achievementsOf<T extends { category?: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.category === ACHIEVEMENTS_CATEGORY);
}

/**
 * A record filed under both spellings comes twice: with the same id, or as a second record with the
 * same title and a date a few days off. So a record whose key or title was seen in the year is a copy.
 */
export function kioskAchievements<T extends { category?: string; date?: string; key?: string; title?: string }>(
  items: readonly T[],
  year: number = KIOSK_ACHIEVEMENTS_YEAR,
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!isKioskAchievement(item.category) || calendarDate(item.date)?.year !== year) return false;
    const title = titleKey(item.title ?? '');
    const keys = [...(item.key === undefined ? [] : [`id ${item.key}`]), ...(title ? [`title ${title}`] : [])];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}
