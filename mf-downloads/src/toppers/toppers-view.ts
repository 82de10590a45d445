import { bySession, defaultSession, filterItems, normalizeSession, sessionsOf } from '@school/shared-api/selectors';

type Named = { name: string; sessionYear?: string };

export function sessionOptions(toppers: readonly Named[], now: Date = new Date()): string[] {
  return [...new Set([...sessionsOf(toppers), defaultSession(now)])].sort((a, b) => b.localeCompare(a));
}

export function sessionFrom(raw: string | null, now: Date = new Date()): string {
  return normalizeSession(raw) || defaultSession(now);
}

export function visibleToppers<T extends Named>(classX: readonly T[], session: string, search: string): T[] {
  return filterItems(bySession(classX, session), { search }, { text: (t) => t.name });
}
