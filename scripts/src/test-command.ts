// pnpm test: every check in order, stopping at the first that fails, then where the time went.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { jsonReportFile, sitesReportFile } from './e2e-report-files.ts';
import { formatSummary, type PhaseTime } from './test-summary.ts';

type Phase = { name: string; command: string };

// Phases in one step run side by side (each keeps about one core busy); a step starts when the one
// before it has passed.
const steps: Phase[][] = [
  [
    { name: 'typecheck', command: 'pnpm typecheck' },
    { name: 'lint', command: 'pnpm lint' },
  ],
  [{ name: 'unit', command: 'pnpm test:unit' }],
  [
    {
      name: 'build',
      command:
        'bash scripts/ensure-chromium.sh && bash scripts/ensure-varnish.sh && bash scripts/ensure-java.sh && pnpm build',
    },
  ],
  [{ name: 'e2e', command: 'pnpm exec playwright test -c e2e/playwright.config.ts' }],
  [{ name: 'size', command: 'pnpm test:size' }],
];

/** Runs a phase; beside another, its output is held and printed whole when it ends. */
function run({ name, command }: Phase, alone: boolean): Promise<PhaseTime> {
  const start = performance.now();
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : ['inherit', 'pipe', 'pipe'] });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      resolve({ name, seconds: (performance.now() - start) / 1000, ok: code === 0 });
    }),
  );
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// A summary never reads an earlier run's report.
for (const file of [jsonReportFile, sitesReportFile]) rmSync(file, { force: true });
const started = performance.now();
const times: PhaseTime[] = [];
for (const step of steps) {
  times.push(...(await Promise.all(step.map((phase) => run(phase, step.length === 1)))));
  if (times.some((t) => !t.ok)) break;
}
const total = (performance.now() - started) / 1000;
console.log(formatSummary(times, total, { report: readJson(jsonReportFile), sites: readJson(sitesReportFile) }));
process.exit(times.every((t) => t.ok) ? 0 : 1);
