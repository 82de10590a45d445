import {
  bySession,
  classXOnly,
  defaultSession,
  filterItems,
  normalizeSession,
  sessionsOf,
  type Topper,
} from '@school/shared-api';

export function sessionOptions(toppers: readonly Topper[], now: Date = new Date()): string[] {
  return [...new Set([...sessionsOf(toppers), defaultSession(now)])].sort((a, b) => b.localeCompare(a));
}

export function sessionFrom(raw: string | null, now: Date = new Date()): string {
  return normalizeSession(raw) || defaultSession(now);
}

export function visibleToppers(classX: readonly Topper[], session: string, search: string): Topper[] {
  return filterItems(bySession(classX, session), { search }, { text: (t) => t.name });
}

export { classXOnly };
