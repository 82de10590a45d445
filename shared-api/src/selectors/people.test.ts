import { describe, expect, it } from 'vitest';
import {
  bySession,
  classXOnly,
  defaultSession,
  isClassX,
  normalizeSession,
  sessionsOf,
  studentsOnly,
  teachersOnly,
} from './people.ts';

describe('classXOnly', () => {
  it.each(['X', 'x', '10', '10th', 'Class X', 'class x', 'Std. X', 'STD X', ' X ', 'X-A', 'X B'])(
    'keeps %j',
    (value) => {
      expect(isClassX(value)).toBe(true);
    },
  );

  it.each(['XI', 'IX', 'XII', '100', '1', 'Class IX', '', 'Xavier'])('drops %j', (value) => {
    expect(isClassX(value)).toBe(false);
  });

  it('filters a list', () => {
    const toppers = [{ name: 'a', class: 'X' }, { name: 'b', class: 'IX' }, { name: 'c', class: '10' }, { name: 'd' }];
    expect(classXOnly(toppers).map((t) => t.name)).toEqual(['a', 'c']);
  });
});

describe('studentsOnly / teachersOnly', () => {
  const people = [
    { name: 'a', category: 'Student' },
    { name: 'b', category: 'Teacher' },
    { name: 'c', category: 'student ' },
    { name: 'd', category: '' },
  ];

  it('split birthdays by category', () => {
    expect(studentsOnly(people).map((p) => p.name)).toEqual(['a', 'c']);
    expect(teachersOnly(people).map((p) => p.name)).toEqual(['b']);
  });
});

describe('sessions', () => {
  it('defaults to previous year to current year', () => {
    expect(defaultSession(new Date(2026, 2, 1))).toBe('2025-2026');
  });

  it('normalizes spellings of a session', () => {
    expect(normalizeSession('2025-26')).toBe('2025-2026');
    expect(normalizeSession('2025 – 2026')).toBe('2025-2026');
    expect(normalizeSession('1999-00')).toBe('1999-1900');
    expect(normalizeSession(' Batch A ')).toBe('Batch A');
  });

  it('lists distinct sessions newest first and filters by one', () => {
    const toppers = [
      { sessionYear: '2023-2024' },
      { sessionYear: '2024-25' },
      { sessionYear: '2024-2025' },
      { sessionYear: '' },
    ];
    expect(sessionsOf(toppers)).toEqual(['2024-2025', '2023-2024']);
    expect(bySession(toppers, '2024-2025')).toHaveLength(2);
  });
});
