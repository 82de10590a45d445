import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import { chromiumArgs } from '@school/scripts/chromium-args';
import { metricsOf, type RunMetrics } from './lhr-metrics.ts';

const chromeFlags = ['--headless=new', ...chromiumArgs];

const metricAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'network-requests',
  'server-response-time',
  'lcp-breakdown-insight',
];
/** Their gatherers cost seconds a run here, so one run per build. */
const diagnosticAudits = ['largest-contentful-paint-element', 'layout-shifts', 'bootup-time', 'uses-text-compression'];

const configOf = (diagnose: boolean): Config => ({
  extends: 'lighthouse:default',
  settings: {
    onlyAudits: diagnose ? [...metricAudits, ...diagnosticAudits] : metricAudits,
    // Not needed by any audit above, and over a second per run on this machine.
    disableFullPageScreenshot: true,
    // Pages with moving content (kiosk, carousels) never go quiet; do not wait the default 45 s.
    maxWaitForLoad: 15_000,
  },
});

export type Browser = { port: number; close(): Promise<void> };

export async function launchBrowser(): Promise<Browser> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags });
  return { port: chrome.port, close: async () => chrome.kill() };
}

/** A page that fails to load is an error, never a zero in the medians. */
export async function runLighthouse(browser: Browser, url: string, diagnose: boolean): Promise<RunMetrics> {
  const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error' }, configOf(diagnose));
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failed = ['largest-contentful-paint', 'total-blocking-time'].find(
    (id) => lhr.audits[id]?.numericValue === undefined,
  );
  if (failed)
    throw new Error(`${url}: ${failed} could not be measured (${lhr.audits[failed]?.errorMessage ?? 'no value'})`);
  return { ...metricsOf(lhr), diagnosed: diagnose };
}
