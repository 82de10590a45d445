import { describe, expect, it } from 'vitest';
import { topperSchema } from '@school/shared-api';
import { makeTopper } from '@school/shared-api/testing';
import { classXOnly } from '@school/shared-api/selectors';
import { sessionFrom, sessionOptions, visibleToppers } from './toppers-view.ts';

const now = new Date(2026, 10, 21);
const topper = (overrides: Parameters<typeof makeTopper>[0]) => topperSchema.parse(makeTopper(overrides));

const toppers = [
  topper({ name: 'Ananya Dsouza', class: 'X', sessionYear: '2025-2026' }),
  topper({ name: 'Rohan Pinto', class: 'X', sessionYear: '2025-26' }),
  topper({ name: 'Meera Iyer', class: 'IX', sessionYear: '2025-2026' }),
  topper({ name: 'Kabir Shah', class: '10', sessionYear: '2023-2024' }),
  topper({ name: 'Sara Khan', class: 'XI', sessionYear: '2021-2022' }),
];
const names = (list: { name: string }[]) => list.map((t) => t.name);

describe('class X only', () => {
  it('drops every other class', () => {
    expect(names(classXOnly(toppers))).toEqual(['Ananya Dsouza', 'Rohan Pinto', 'Kabir Shah']);
  });
});

describe('sessions', () => {
  it('defaults to the session from the previous year to the current year', () => {
    expect(sessionFrom(null, now)).toBe('2025-2026');
    expect(sessionFrom('', now)).toBe('2025-2026');
    expect(sessionFrom('  ', now)).toBe('2025-2026');
  });

  it('reads a session from the query string in its one spelling', () => {
    expect(sessionFrom('2023-24', now)).toBe('2023-2024');
    expect(sessionFrom('2023-2024', now)).toBe('2023-2024');
  });

  it('offers the sessions found plus the default, newest first, once each', () => {
    expect(sessionOptions(classXOnly(toppers), now)).toEqual(['2025-2026', '2023-2024']);
    expect(sessionOptions([], now)).toEqual(['2025-2026']);
    expect(sessionOptions([topper({ sessionYear: '2019-20' })], now)).toEqual(['2025-2026', '2019-2020']);
  });
});

describe('visibleToppers', () => {
  const classX = classXOnly(toppers);
  it('shows one session, whatever its spelling in the record', () => {
    expect(names(visibleToppers(classX, '2025-2026', ''))).toEqual(['Ananya Dsouza', 'Rohan Pinto']);
    expect(names(visibleToppers(classX, '2023-2024', ''))).toEqual(['Kabir Shah']);
    expect(visibleToppers(classX, '2020-2021', '')).toEqual([]);
  });

  it('searches names case-insensitively, trimmed, by substring', () => {
    expect(names(visibleToppers(classX, '2025-2026', '  PINTO '))).toEqual(['Rohan Pinto']);
    expect(visibleToppers(classX, '2025-2026', 'kabir')).toEqual([]);
  });
});
