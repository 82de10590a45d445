// A lobby screen runs for days: simulated hours of rotations (Playwright's clock, one full
// rotation of the three slides per step) must leave the JS heap and the DOM where they were
// after the first rotation. The figures are printed for the lead's report. The test command runs
// KIOSK_SOAK_HOURS (default 2); `pnpm test:soak` runs the whole day.
//
// Why two runs: in the default engine the JS heap also holds the machine code V8 compiles for
// functions as they turn hot (React's reconciler, styled-components, zod). That code arrives over
// the first hours (about +0.7 MB on a 6.4 MB heap here) and then levels off; it is not a leak, but
// on a heap this small it alone exceeds a 10% budget. So the 10% check runs with V8's optimizing
// tiers (Maglev, TurboFan) off, where the heap holds only the page's own objects, and the default
// engine is checked for what matters on a real screen: no steady growth once warm (the second half of the run),
// and no growth of DOM nodes or event listeners.
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { expect, test, type Site } from '../fixtures.ts';

const ROTATION_MS = 3 * 80_000; // the three slides, 80 s each
const PHOTO_MS = 4_000;
const HOURS = Number(process.env.KIOSK_SOAK_HOURS ?? 2);
const STEPS = Math.round((HOURS * 60 * 60_000) / ROTATION_MS / 4) * 4;

type Figures = { heap: number; nodes: number; listeners: number };

async function measure(cdp: CDPSession): Promise<Figures> {
  // Twice: the first pass can leave garbage that only a second one finds (weak maps, DOM wrappers).
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
  return { heap: value('JSHeapUsedSize'), nodes: value('Nodes'), listeners: value('JSEventListeners') };
}

/**
 * The same moment every time: slide 1 just begun, two photo changes in (so React has committed
 * since the last slide went and holds no reference to its nodes), data live, no request open.
 * Returns the simulated time it used.
 */
async function settle(page: Page, inflight: () => number): Promise<number> {
  await expect(page.getByRole('group')).toHaveAccessibleName('1 of 3');
  await expect(page.getByTestId('kiosk')).toHaveAttribute('data-kiosk-status', 'live');
  await page.clock.runFor(PHOTO_MS);
  await page.waitForTimeout(300);
  await page.clock.runFor(PHOTO_MS);
  await page.waitForTimeout(700);
  // An XHR in flight holds listeners and buffers of its own. The first rotation waits for the
  // site's image endpoint to encode each picture once, slow on a busy machine.
  await expect.poll(inflight, { timeout: 60_000 }).toBe(0);
  return 2 * PHOTO_MS;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const pct = (from: number, to: number) => `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)}%`;

/** Runs the kiosk for HOURS simulated hours; figures after the first rotation, every quarter, and at the end. */
async function soak(page: Page, site: Site, label: string): Promise<{ start: Figures; atHalf: Figures; end: Figures }> {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  const inflight = () => open;
  await page.clock.install();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${site.url('shell')}/HomeKiosk`);
  await expect(page.getByTestId('kiosk')).toHaveAttribute('data-kiosk-status', 'live');
  // From here simulated time moves only by runFor, so every checkpoint falls on the same moment
  // of the rotation (with the clock also flowing in real time the phase would drift).
  await page.clock.pauseAt(Date.now() + 2_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');

  await page.clock.runFor(ROTATION_MS);
  // Clock time settle() used up, taken off the next step so every step ends on a slide change.
  let ahead = await settle(page, inflight);
  const start = await measure(cdp);
  let atHalf = start;
  let end = start;
  const log = (when: string, f: Figures) =>
    console.log(
      `[kiosk soak, ${label}] ${when}: JS heap ${mb(f.heap)}, DOM nodes ${f.nodes}, event listeners ${f.listeners}`,
    );
  log('after the first rotation', start);

  const began = Date.now();
  for (let step = 1; step <= STEPS; step++) {
    await page.clock.runFor(ROTATION_MS - ahead);
    ahead = 0;
    if (step % (STEPS / 4) === 0) {
      ahead = await settle(page, inflight);
      const figures = await measure(cdp);
      if (step === STEPS / 2) atHalf = figures;
      end = figures;
      log(`after ${(step * ROTATION_MS) / 3_600_000} h`, figures);
    }
  }
  console.log(
    `[kiosk soak, ${label}] ${STEPS} rotations (${HOURS} simulated hours) in ${((Date.now() - began) / 1000).toFixed(0)} s: ` +
      `JS heap ${mb(start.heap)} -> ${mb(end.heap)} (${pct(start.heap, end.heap)}; since half-way ${pct(atHalf.heap, end.heap)}), ` +
      `DOM nodes ${start.nodes} -> ${end.nodes}, event listeners ${start.listeners} -> ${end.listeners}`,
  );
  return { start, atHalf, end };
}

test(`${HOURS} simulated hours with the optimizing compilers off: JS heap within 10% of the first rotation, no DOM growth`, async ({
  site,
}) => {
  test.setTimeout(10 * 60_000);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--js-flags=--no-opt --no-maglev'],
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const { start, end } = await soak(page, site, 'no JIT code');
    expect(end.heap).toBeLessThanOrEqual(start.heap * 1.1);
    expect(end.nodes).toBeLessThanOrEqual(start.nodes);
    expect(end.listeners).toBeLessThanOrEqual(start.listeners);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});

test(`${HOURS} simulated hours in the default engine: no steady heap growth once warm, no DOM or listener growth`, async ({
  page,
  site,
  errors,
}) => {
  test.setTimeout(10 * 60_000);
  const { start, atHalf, end } = await soak(page, site, 'default V8');
  expect(end.heap).toBeLessThanOrEqual(atHalf.heap * 1.1);
  expect(end.nodes).toBeLessThanOrEqual(start.nodes);
  expect(end.listeners).toBeLessThanOrEqual(start.listeners);
  expect(errors).toEqual([]);
});
