// 'X', '10', '10th', 'Class X', 'Std. X', 'X-A'; not 'XI', 'IX' or '100'.
const CLASS_X = /^(?:class|std\.?|standard|grade)?\s*(?:x|10(?:th)?)(?:\s*[-/ ]\s*[a-z])?$/i;

export function isClassX(value: string | null | undefined): boolean {
  return CLASS_X.test((value ?? '').trim());
}

export function classXOnly<T extends { class?: string }>(toppers: readonly T[]): T[] {
  return toppers.filter((t) => isClassX(t.class));
}

const hasCategory = (category: string) => (value: string | undefined) =>
  (value ?? '').trim().toLowerCase() === category;

export function studentsOnly<T extends { category?: string }>(birthdays: readonly T[]): T[] {
  return birthdays.filter((b) => hasCategory('student')(b.category));
}

export function teachersOnly<T extends { category?: string }>(birthdays: readonly T[]): T[] {
  return birthdays.filter((b) => hasCategory('teacher')(b.category));
}

export function defaultSession(now: Date = new Date()): string {
  const year = now.getFullYear();
  return `${year - 1}-${year}`;
}

export function normalizeSession(value: string | null | undefined): string {
  const s = (value ?? '').trim();
  const m = /^(\d{4})\s*[-–/]\s*(\d{2}|\d{4})$/.exec(s);
  if (!m) return s;
  const start = m[1] ?? '';
  const end = m[2] ?? '';
  return `${start}-${end.length === 2 ? start.slice(0, 2) + end : end}`;
}

export function sessionsOf<T extends { sessionYear?: string }>(toppers: readonly T[]): string[] {
  const sessions = new Set(toppers.map((t) => normalizeSession(t.sessionYear)).filter((s) => s !== ''));
  return [...sessions].sort((a, b) => b.localeCompare(a));
}

export function bySession<T extends { sessionYear?: string }>(toppers: readonly T[], session: string): T[] {
  const wanted = normalizeSession(session);
  return toppers.filter((t) => normalizeSession(t.sessionYear) === wanted);
}
