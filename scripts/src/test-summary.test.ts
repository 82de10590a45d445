import { describe, expect, it } from 'vitest';
import { formatSummary, slowestFiles, type JsonReport } from './test-summary.ts';

const spec = (...durations: number[]) => ({ tests: durations.map((duration) => ({ results: [{ duration }] })) });

const report: JsonReport = {
  suites: [
    { file: 'quick.spec.ts', specs: [spec(1_000)] },
    { file: 'slow.spec.ts', specs: [spec(2_000)], suites: [{ file: 'slow.spec.ts', specs: [spec(3_000, 4_000)] }] },
  ],
};

describe('slowestFiles', () => {
  it("sums each file's tests, nested suites included, slowest first", () => {
    expect(slowestFiles(report)).toEqual([
      { file: 'slow.spec.ts', seconds: 9, tests: 3 },
      { file: 'quick.spec.ts', seconds: 1, tests: 1 },
    ]);
  });

  it('keeps the count asked for', () => {
    expect(slowestFiles(report, 1).map((f) => f.file)).toEqual(['slow.spec.ts']);
  });
});

describe('formatSummary', () => {
  it('gives each phase, the total, the slowest files and the sites started', () => {
    const text = formatSummary(
      [
        { name: 'unit', seconds: 60, ok: true },
        { name: 'e2e', seconds: 300.25, ok: false },
      ],
      360.25,
      { report, sites: { started: 9, asked: 7, most: 14 } },
    );
    expect(text).toMatch(/unit\s+60\.0 s\n/);
    expect(text).toMatch(/e2e\s+300\.3 s {2}FAILED/);
    expect(text).toMatch(/total\s+360\.3 s/);
    expect(text).toMatch(/9\.0 s {2}slow\.spec\.ts \(3 tests\)/);
    expect(text).toContain('Composed sites started: 9, 7 of them by tests (at most 14)');
  });

  it('says nothing of specs when the end-to-end run did not happen', () => {
    expect(formatSummary([{ name: 'lint', seconds: 1, ok: false }], 1)).not.toContain('Slowest');
  });
});
