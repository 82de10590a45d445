// pnpm test: every check in order, stopping at the first that fails, then where the time went.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { jsonReportFile, sitesReportFile } from '../../e2e/report-files.ts';
import { formatSummary, type PhaseTime } from './test-summary.ts';

const phases: [name: string, command: string][] = [
  ['typecheck', 'pnpm typecheck'],
  ['lint', 'pnpm lint'],
  ['unit', 'pnpm test:unit'],
  ['build', 'bash scripts/ensure-chromium.sh && bash scripts/ensure-varnish.sh && pnpm build'],
  ['e2e', 'pnpm exec playwright test -c e2e/playwright.config.ts'],
  ['size', 'pnpm test:size'],
];

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// A summary never reads an earlier run's report.
for (const file of [jsonReportFile, sitesReportFile]) rmSync(file, { force: true });
const times: PhaseTime[] = [];
let failed = false;
for (const [name, command] of phases) {
  const start = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push({ name, seconds: (performance.now() - start) / 1000, ok: status === 0 });
  if (status !== 0) {
    failed = true;
    break;
  }
}
console.log(formatSummary(times, { report: readJson(jsonReportFile), sites: readJson(sitesReportFile) }));
process.exit(failed ? 1 : 0);
