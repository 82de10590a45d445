import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { jsonReportFile, resultsDir } from '@school/scripts/e2e-report-files';

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // A ceiling, not a speed: on a machine busy with the other worker, an island's code has taken
  // over 8 s to come (speed is the benchmark's).
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // A failure is a failure: a retry would hide the next flaky test.
  retries: 0,
  // The JSON report is what the test command's summary reads (slowest spec files).
  reporter: [['list'], ['json', { outputFile: jsonReportFile }]],
  outputDir: resultsDir,
  globalSetup: './sites/run-sites.ts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // A first visit has no service worker, and one would answer requests before page.route sees
    // them; the offline spec allows it, as a repeat visit has it (decision record 014).
    serviceWorkers: 'block',
    // Recording a trace costs about a sixth of the suite's time; CI keeps only its log, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site stops its slides and marquees for visitors who ask; a page kept still costs the
    // browser no frames. The specs about motion ask for it back.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
