import { describe, expect, it } from 'vitest';
import { schoolYearDays, schoolYearName, schoolYearOf } from './school-year.ts';

const day = (year: number, month: number, d: number) => ({ year, monthIndex: month - 1, day: d });

describe('the school year', () => {
  it('runs from April to March', () => {
    expect(schoolYearOf(day(2026, 3, 31))).toBe(2025);
    expect(schoolYearOf(day(2026, 4, 1))).toBe(2026);
    expect(schoolYearOf(day(2026, 11, 25))).toBe(2026);
    expect(schoolYearOf(day(2027, 1, 1))).toBe(2026);
  });

  it('is named by its two calendar years', () => expect(schoolYearName(2026)).toBe('2026-2027'));

  it('has 1 April for its first day and 31 March for its last', () => {
    expect(schoolYearDays(2026)).toEqual({ first: day(2026, 4, 1), last: day(2027, 3, 31) });
  });
});
