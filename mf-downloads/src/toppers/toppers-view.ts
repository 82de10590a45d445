// What the Toppers page shows: class X only, one session at a
// time, defaulting to the session from the previous year to the current year; name search.
// Pure, so each rule is unit-tested without rendering. The rules themselves are shared-api's.
import {
  bySession,
  classXOnly,
  defaultSession,
  filterItems,
  normalizeSession,
  sessionsOf,
  type Topper,
} from '@school/shared-api';

/** Session options: the sessions found plus the default one, newest first. */
export function sessionOptions(toppers: readonly Topper[], now: Date = new Date()): string[] {
  return [...new Set([...sessionsOf(toppers), defaultSession(now)])].sort((a, b) => b.localeCompare(a));
}

/** The session of a ?session= value, in its one spelling; the default when absent or blank. */
export function sessionFrom(raw: string | null, now: Date = new Date()): string {
  return normalizeSession(raw) || defaultSession(now);
}

/** The class X toppers of a session whose name contains the search (case-insensitive). */
export function visibleToppers(classX: readonly Topper[], session: string, search: string): Topper[] {
  return filterItems(bySession(classX, session), { search }, { text: (t) => t.name });
}

export { classXOnly };
