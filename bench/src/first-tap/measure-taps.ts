// pnpm bench's first taps and navigations, in Chromium with its CPU slowed 4x (decision record 028).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { touchAppControl } from '@school/shell/touch-app-control';
import { untilHydrated } from '../page-steps.ts';
import { median } from '../summary.ts';
import { taps, type Tap } from './taps.ts';

export const CPU_SLOWDOWN = 4;
const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 800 };

export type TapResult = { name: string; label: string; runsMs: number[]; medianMs: number | undefined; failed: number };

type Timed = Window & { tapAt?: number };

async function slowPage(browser: Browser, viewport: typeof phone, reducedMotion = false) {
  const context: BrowserContext = await browser.newContext({
    viewport,
    serviceWorkers: 'block',
    reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  // The tap's own time, from the event the browser gave the page; kept for the next document too.
  await page.addInitScript(() => {
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(
        type,
        (e) => {
          (window as Timed).tapAt ??= e.timeStamp;
          sessionStorage.setItem('bench:tap-at', String(performance.timeOrigin + e.timeStamp));
        },
        { capture: true },
      );
  });
  return { context, page };
}

/** From the tap's event to the frame after its answer shows (two frames: the answer is painted). */
const sinceTap = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - (window as Timed).tapAt!))),
      ),
  );

async function timeTap(browser: Browser, origin: string, tap: Tap): Promise<number> {
  const { context, page } = await slowPage(browser, phone, tap.reducedMotion);
  try {
    await tap.open(page, origin);
    await page.evaluate(() => delete (window as Timed).tapAt);
    await tap.tap(page);
    await page.waitForFunction(tap.answered, undefined, { polling: 'raf', timeout: 30_000 });
    return await sinceTap(page);
  } finally {
    await context.close();
  }
}

async function repeat(runs: number, label: string, name: string, once: () => Promise<number>): Promise<TapResult> {
  const runsMs: number[] = [];
  let failed = 0;
  for (let i = 0; i < runs; i += 1) {
    try {
      runsMs.push(Math.round(await once()));
    } catch (error) {
      failed += 1;
      console.warn(`  ${label}: run ${i + 1} failed: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  return { name, label, runsMs, medianMs: runsMs.length ? median(runsMs) : undefined, failed };
}

export async function measureTaps(browser: Browser, origin: string, runs: number): Promise<TapResult[]> {
  const results: TapResult[] = [];
  for (const tap of taps) {
    console.log(`First tap: ${tap.label}`);
    results.push(await repeat(runs, tap.label, tap.name, () => timeTap(browser, origin, tap)));
  }
  return results;
}

const FROM = '/About';
const TO = { link: 'Contact Us', heading: 'Contact Us' };

/**
 * A link between two cached pages, loaded as a document: from the tap to the new page's first paint,
 * or to its activation when the browser had prerendered it on the hover (its paint came before).
 */
async function documentNavigation(browser: Browser, origin: string): Promise<{ ms: number; prerendered: boolean }> {
  const { context, page } = await slowPage(browser, desktop);
  try {
    // Both pages kept by the page cache, as a visitor finds them.
    for (const path of [FROM, '/Contactus']) await fetch(`${origin}${path}`);
    await page.goto(`${origin}${FROM}`, { waitUntil: 'load' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TO.link }).click();
    await page.getByRole('heading', { level: 1, name: TO.heading }).waitFor();
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart?: number;
      };
      const activated = navigation.activationStart ?? 0;
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? navigation.duration;
      const shownAt = performance.timeOrigin + Math.max(painted, activated);
      return { ms: Math.round(shownAt - Number(sessionStorage.getItem('bench:tap-at'))), prerendered: activated > 0 };
    });
  } finally {
    await context.close();
  }
}

/** The reference: the same link in the woken app, which renders the next page itself. */
async function appNavigation(browser: Browser, origin: string): Promise<number> {
  const { context, page } = await slowPage(browser, desktop);
  try {
    await page.goto(`${origin}${FROM}`, { waitUntil: 'load' });
    await page.evaluate(touchAppControl);
    await untilHydrated(page, 'nav a[href="/Contactus"]');
    await page.evaluate(() => delete (window as Timed).tapAt);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TO.link }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Contact Us', undefined, {
      polling: 'raf',
      timeout: 30_000,
    });
    return await sinceTap(page);
  } finally {
    await context.close();
  }
}

export async function measureNavigations(browser: Browser, origin: string, runs: number): Promise<TapResult[]> {
  const label = `${FROM} to /Contactus`;
  console.log(`Navigation: ${label}`);
  let prerendered = 0;
  const documents = await repeat(runs, `${label}, a document (the page cache)`, 'documentNavigation', async () => {
    const { ms, prerendered: wasPrerendered } = await documentNavigation(browser, origin);
    if (wasPrerendered) prerendered += 1;
    return ms;
  });
  return [
    {
      ...documents,
      label: `${documents.label}; ${prerendered} of ${documents.runsMs.length} prerendered on the hover`,
    },
    await repeat(runs, `${label}, in the woken app (the reference)`, 'appNavigation', () =>
      appNavigation(browser, origin),
    ),
  ];
}
