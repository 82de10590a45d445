// What the test command prints at its end: each phase's wall time, the slowest spec files of the
// end-to-end run (Playwright's JSON report) and the composed sites that run started.

export type PhaseTime = { name: string; seconds: number; ok: boolean };

type ReportResult = { duration: number };
type ReportSpec = { tests: { results: ReportResult[] }[] };
type ReportSuite = { file: string; specs?: ReportSpec[]; suites?: ReportSuite[] };
export type JsonReport = { suites: ReportSuite[]; stats?: { duration: number } };

const specMs = (spec: ReportSpec) =>
  spec.tests.reduce((sum, t) => sum + t.results.reduce((s, r) => s + r.duration, 0), 0);
const suiteMs = (suite: ReportSuite): number =>
  (suite.specs ?? []).reduce((sum, s) => sum + specMs(s), 0) +
  (suite.suites ?? []).reduce((sum, s) => sum + suiteMs(s), 0);
const suiteTests = (suite: ReportSuite): number =>
  (suite.specs ?? []).reduce((sum, s) => sum + s.tests.length, 0) +
  (suite.suites ?? []).reduce((sum, s) => sum + suiteTests(s), 0);

/** Spec files by the time their tests took (summed over workers), slowest first. */
export function slowestFiles(report: JsonReport, count = 10): { file: string; seconds: number; tests: number }[] {
  const byFile = new Map<string, { ms: number; tests: number }>();
  for (const suite of report.suites) {
    const held = byFile.get(suite.file) ?? { ms: 0, tests: 0 };
    byFile.set(suite.file, { ms: held.ms + suiteMs(suite), tests: held.tests + suiteTests(suite) });
  }
  return [...byFile]
    .map(([file, { ms, tests }]) => ({ file, seconds: ms / 1000, tests }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}

const seconds = (s: number) => `${s.toFixed(1)} s`.padStart(9);

/** `total`: the wall time of the whole run (phases may run side by side). */
export function formatSummary(
  phases: PhaseTime[],
  total: number,
  e2e?: { report?: JsonReport; sites?: { started: number; asked: number; most: number } },
): string {
  const lines = ['', 'Where the time went', ''];
  for (const p of phases) lines.push(`  ${p.name.padEnd(10)}${seconds(p.seconds)}${p.ok ? '' : '  FAILED'}`);
  lines.push(`  ${'total'.padEnd(10)}${seconds(total)}`);
  if (e2e?.report) {
    lines.push('', 'Slowest spec files (their tests summed)', '');
    for (const f of slowestFiles(e2e.report)) lines.push(`  ${seconds(f.seconds)}  ${f.file} (${f.tests} tests)`);
  }
  if (e2e?.sites)
    lines.push(
      '',
      `Composed sites started: ${e2e.sites.started}, ${e2e.sites.asked} of them by tests (at most ${e2e.sites.most})`,
    );
  return lines.join('\n');
}
