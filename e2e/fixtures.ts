// Each worker runs its own composed site (pnpm start's own server code) in a process of its own,
// on ports of its own, with a dev-api whose data directory is fresh, so tests never disturb each
// other. A site whose provider runs in another mode is the run's, shared by every worker
// (sites/run-sites.ts); a test that stops or replaces a server starts a private site.
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '@school/shared-api';
import { SPECULATION_RULES_PATH } from '@school/shell/speculation-rules';
import { touchAppControl } from '@school/shell/touch-app-control';
import type { SiteProcess } from './sites/site-process.ts';
import { countSiteStart, runSiteWith, type SharedSite } from './sites/run-sites-client.ts';
import { privatePorts, workerPorts, type ProviderMode } from './sites/site-ports.ts';
import { startSiteOn, type StartOptions } from './sites/start-site.ts';

export type Site = SiteProcess;
export type { ProviderMode, SharedSite };
export { providerModes } from './sites/site-ports.ts';

let privateSites = 0;
/** A site of the test's own, for tests that stop or replace a server, or watch the provider. */
export async function startPrivateSite(workerIndex: number, options: StartOptions = {}): Promise<Site> {
  await countSiteStart('private');
  return startSiteOn(privatePorts(workerIndex, ++privateSites), options);
}

const VIDEO_STILL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#555"/></svg>';

type WorkerFixtures = {
  site: Site;
  /** The run's site whose provider runs in another mode (read-only tests: it is shared). */
  siteWith: (mode: ProviderMode) => Promise<SharedSite>;
};

export const test = base.extend<{ errors: string[] }, WorkerFixtures>({
  site: [
    async ({}, use, workerInfo) => {
      await countSiteStart('worker');
      const site = await startSiteOn(workerPorts(workerInfo.workerIndex));
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  siteWith: [async ({}, use) => use(runSiteWith), { scope: 'worker' }],
  baseURL: async ({ site }, use) => use(site.url('shell')),
  // These machines have no internet: the video cards' YouTube stills come from the test instead.
  context: async ({ context }, use) => {
    await context.route(`${YOUTUBE_THUMBNAIL_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: VIDEO_STILL }),
    );
    await withoutSpeculation(context);
    await use(context);
  },
  // A server-rendered page is visible before its code runs; a person would wait for it to respond.
  // Navigations wait until the page is interactive (markPageReady) before the test acts.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitsUntilReady(page);
    await use(page);
  },
  /** Uncaught page errors collected during a test; tests assert it stays empty. */
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
});

export { expect };

/**
 * The mouse rests on the school's name at the top left of every page a test opens: Chromium would
 * prefetch `/`, a render and provider calls no test asked for. Every context of the suite gets no
 * speculation rules; story-pages' navigation test serves the site's own.
 */
export async function withoutSpeculation<C extends BrowserContext>(context: C): Promise<C> {
  await context.route(`**${SPECULATION_RULES_PATH}`, (route) =>
    route.fulfill({ contentType: 'application/speculationrules+json', body: '{}' }),
  );
  return context;
}
/** Makes the page's navigations wait until it is interactive (for pages a test opens itself). */
export function waitsUntilReady(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, { [name]: async (...args: unknown[]) => waitUntilReady(page, await navigate(...args)) });
  }
  return page;
}

async function waitUntilReady<T>(page: Page, result: T): Promise<T> {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.pageReady === 'true' &&
        // A still page's loader holds a first tap until the page wakes (decision record 028).
        (document.documentElement.dataset.still === 'true' ||
          // A server-rendered control works once React has hydrated it (its fiber is attached): a
          // value typed before that is lost. Suspense boundaries hydrate after the region mounts.
          [...document.querySelectorAll('main input, main select, main textarea, main button')].every((el) =>
            Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
          )),
      undefined,
      { timeout: 15_000 },
    )
    .catch((error: unknown) => {
      throw new Error(`${page.url()} did not become interactive (data-page-ready) within 15 s`, { cause: error });
    });
  return result;
}

/** Waits until a remote's page has rendered its heading. */
export async function openPage(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/**
 * Resolves once a form's session draft holds `text`. A form's page is still (decision record 028): what
 * is typed before its app arrives is replayed to it, and only the app keeps a draft for a reload.
 */
export async function untilDraftHolds(page: Page, text: string) {
  await expect
    .poll(() => page.evaluate((t) => Object.values(sessionStorage).some((v) => v.includes(t)), text))
    .toBe(true);
}

/**
 * Waking loads code: the app's is about fifty files, which on a machine busy with the other worker's
 * 5,000-item pages took over 10 s (a trace showed each file 100-800 ms). Its time is the benchmark's.
 */
export const WAKING = { timeout: 30_000 };

/** Resolves once React has hydrated the element (its props are attached): the app answers it. */
export async function untilHydrated(control: Locator) {
  await expect
    .poll(() => control.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps$'))), WAKING)
    .toBe(true);
}

/** Resolves once React has hydrated every element `selector` finds: each block of the region has hydrated. */
export async function untilAllHydrated(page: Page, selector: string) {
  await expect
    .poll(
      () =>
        page.evaluate(
          (css) =>
            [...document.querySelectorAll(css)].every((el) =>
              Object.keys(el).some((key) => key.startsWith('__reactProps$')),
            ),
          selector,
        ),
      WAKING,
    )
    .toBe(true);
}

/**
 * A still page whose app is running and has hydrated the page (decision record 028), so its links
 * move within the app: woken as a touch on one of the app's own controls wakes it.
 */
export async function wakePage(page: Page) {
  await page.evaluate(touchAppControl);
  // The school's name, a link of the app's header, answers once the app has hydrated the page.
  await untilHydrated(page.getByRole('banner').getByRole('link').first());
  // An island's controls are its own root's, which wakes when they are touched (decision record 028).
  await untilAllHydrated(page, 'main a:not(school-island a), main button:not(school-island button)');
}

/**
 * A pointer comes near each island of the page that has a control, which wakes it (decision record
 * 028); resolves once they are awake. An island with nothing to touch (the header's account, signed
 * out: a link, or nothing) sleeps until a parent signs in.
 */
export async function wakeIslands(page: Page) {
  const CONTROLS = 'button:not([type="submit"]), input, select, textarea, [data-wake]';
  for (const island of await page.locator('school-island').all()) {
    // What needs its code (the loader fetches nothing for a link or a dialog's Close): a button, a
    // field, a photo that opens the lightbox.
    const controls = island.locator(CONTROLS);
    const shown = controls.locator('visible=true');
    if (await shown.count()) await shown.first().hover();
    // Nothing of it shows (the closed notifications popup): the pointer passes over it all the same.
    else if (await controls.count()) await controls.first().dispatchEvent('mouseover');
  }
  await expect
    .poll(
      () =>
        page.evaluate(
          (css) =>
            [...document.querySelectorAll('school-island')]
              .filter((el) => el.querySelector(css))
              .every((el) => el.hasAttribute('data-awake')),
          CONTROLS,
        ),
      WAKING,
    )
    .toBe(true);
}

/** React's hydration mismatches the page logs from now on (console errors); tests assert it stays empty. */
export function hydrationErrorsOf(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /hydrat|did not match/i.test(m.text()) && found.push(m.text()));
  return found;
}
