import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download cannot work on these machines.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // A failure is a failure: a retry would hide the next flaky test.
  retries: 0,
  reporter: [['list']],
  // Several people may run the suite on one machine at once (E2E_PORT_BASE): keep outputs apart.
  outputDir: `test-results/${process.env.E2E_PORT_BASE ?? 'default'}`,
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    // A first visit has no service worker, and one would answer requests before page.route sees
    // them; the offline spec allows it, as a repeat visit has it (decision record 014).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
