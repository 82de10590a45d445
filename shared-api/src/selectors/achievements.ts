// Achievements are gallery items. The home page and /Activites use category 'Achievements'; the
// kiosk's records are spelt 'Achivements', so the kiosk accepts both spellings, and shows a record
// filed under both once.
import { calendarDate } from './dates.ts';
import { titleKey } from './title-key.ts';

export const ACHIEVEMENTS_CATEGORY = 'Achievements';
/** The year kioskAchievements keeps when given none; the kiosk passes the runtime configuration's kiosk.achievementsYear. */
export const KIOSK_ACHIEVEMENTS_YEAR = 2024;

export function isKioskAchievement(category: string | null | undefined): boolean {
  return category === 'Achivements' || category === ACHIEVEMENTS_CATEGORY;
}

export function achievementsOf<T extends { category?: string }>(items: readonly T[]): T[] {
  return items.filter((item) => item.category === ACHIEVEMENTS_CATEGORY);
}

/**
 * The kiosk's achievements of `year`, each achievement once. A provider that files one under both
 * spellings sends it twice: with the same id (the parsed `key`), or as a second record with the
 * same title whose date may be a few days off (the day of the event, the day it was posted; the
 * demo's are one and three days apart). So a record with an id or a (non-empty) title, by
 * titleKey, seen before in the year is a copy; the first one is kept.
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
