import { describe, expect, it } from 'vitest';
import { keptAnswersLine } from './kept-answers-line.ts';

describe('keptAnswersLine', () => {
  const at = Date.parse('2026-11-27T05:12:00Z');

  it("tells the time in the school's time zone", () => {
    expect(keptAnswersLine(at, 'Asia/Kolkata', at + 60_000)).toBe(
      "The school's server is not answering; showing what it sent at 10:42",
    );
    expect(keptAnswersLine(at, 'Europe/Berlin', at)).toBe(
      "The school's server is not answering; showing what it sent at 06:12",
    );
  });

  it('names the day when it was not today there', () => {
    expect(keptAnswersLine(at, 'Asia/Kolkata', Date.parse('2026-11-28T01:00:00Z'))).toBe(
      "The school's server is not answering; showing what it sent at 10:42 on 27 November",
    );
  });
});
