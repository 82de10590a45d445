// Achievements are gallery items. The home page and /Activites use category 'Achievements'; the
// kiosk's records are spelt 'Achivements', so the kiosk accepts both spellings.
import { calendarDate } from './dates.ts';

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
 * The kiosk's achievements of `year`, each record once: a provider that files a record under both
 * spellings sends it twice with the same id (the parsed `key`); the first copy is kept.
 */
export function kioskAchievements<T extends { category?: string; date?: string; key?: string }>(
  items: readonly T[],
  year: number = KIOSK_ACHIEVEMENTS_YEAR,
): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (!isKioskAchievement(item.category) || calendarDate(item.date)?.year !== year) return false;
    if (item.key === undefined) return true;
    if (seen.has(item.key)) return false;
    seen.add(item.key);
    return true;
  });
}
