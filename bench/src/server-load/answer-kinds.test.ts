import { describe, expect, it } from 'vitest';
import { answerKind } from './answer-kinds.ts';

describe('answerKind', () => {
  it("tells the shell's pages apart by their Cache-Control", () => {
    expect(answerKind('public, max-age=0, s-maxage=10, stale-while-revalidate=60')).toBe('whole');
    expect(answerKind('public, max-age=0, s-maxage=2')).toBe('brief');
    expect(answerKind('no-cache')).toBe('plain');
    expect(answerKind('public, max-age=3600')).toBe('other');
    expect(answerKind(undefined)).toBe('other');
  });
});
