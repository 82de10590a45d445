// Each worker runs its own composed site (pnpm start's own server code) in a process of its own,
// on ports of its own, with a dev-api whose data directory is fresh, so tests never disturb each
// other. A provider in another mode is a site of the worker's own too, started when first asked for.
import { test as base, expect, type Page } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sitePortEnv } from '@school/config/remotes';
import type { DevApiMode } from '@school/config/start-settings';
import type { SiteOptions } from '@school/scripts/site';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '@school/shared-api';
import { startSiteProcess, type SiteProcess } from './sites/site-process.ts';
import type { SiteProcessOptions } from './sites/site-protocol.ts';

export type Site = SiteProcess;

// The suite runs two browsers beside the servers on two cores: renders take several times what
// they take on a server, so the server waits longer than its 1.5 s default.
const deadlines = { SSR_REGION_DEADLINE_MS: '8000', SSR_DATA_DEADLINE_MS: '5000' };

const appPortEnv = (basePort: number) => ({ ...deadlines, ...sitePortEnv(basePort) });

// Every test posts from 127.0.0.1 (200 registrations at once in forms-api): lift the per-IP limit.
const postLimit = { max: 100_000, windowMs: 60_000 };

/** Several people may run e2e on one machine at once: E2E_PORT_BASE moves every port. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 9000);
/** Each worker's ports: its site, then one site per provider mode, then private sites. */
const workerPorts = (workerIndex: number) => portBase + workerIndex * 200;

/** The provider's other modes (dev-api's DEV_API_MODE, and DEV_API_SCALE=large). */
export type ProviderMode = Exclude<DevApiMode, 'normal'> | 'large';
export const providerModes: readonly ProviderMode[] = ['empty', 'error', 'hostile', 'malformed', 'large'];
const devApiOf = (mode: ProviderMode): SiteProcessOptions['devApi'] =>
  mode === 'large' ? { scale: 'large' } : { mode };

type StartOptions = {
  env?: Record<string, string>;
  devApi?: SiteProcessOptions['devApi'];
  roots?: SiteOptions['roots'];
  onObserved?: Parameters<typeof startSiteProcess>[0]['onObserved'];
};

function startSiteOn(basePort: number, { env, devApi, roots, onObserved }: StartOptions = {}): Promise<Site> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dev-api-'));
  return startSiteProcess({
    env: { ...appPortEnv(basePort), SCHOOL_CODE: 'SMCS01', ...env },
    devApi: { postLimit, ...devApi },
    roots,
    onObserved,
    dataDir,
  });
}

let privateSites = 0;
/** A site of the test's own, for tests that stop or replace a server, or watch the provider. */
export function startPrivateSite(workerIndex: number, options: StartOptions = {}): Promise<Site> {
  return startSiteOn(workerPorts(workerIndex) + 20 * (providerModes.length + 1) + 10 * (++privateSites % 8), options);
}

const VIDEO_STILL =
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#555"/></svg>';

type WorkerFixtures = {
  site: Site;
  /** The worker's site whose provider runs in another mode (read-only tests: it is shared). */
  siteWith: (mode: ProviderMode) => Promise<Site>;
};

export const test = base.extend<{ errors: string[] }, WorkerFixtures>({
  site: [
    async ({}, use, workerInfo) => {
      const site = await startSiteOn(workerPorts(workerInfo.workerIndex));
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  siteWith: [
    async ({}, use, workerInfo) => {
      const started = new Map<ProviderMode, Promise<Site>>();
      await use((mode) => {
        let site = started.get(mode);
        if (!site) {
          site = startSiteOn(workerPorts(workerInfo.workerIndex) + 20 * (providerModes.indexOf(mode) + 1), {
            devApi: devApiOf(mode),
          });
          started.set(mode, site);
        }
        return site;
      });
      await Promise.all([...started.values()].map(async (site) => (await site.catch(() => undefined))?.close()));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url('shell')),
  // These machines have no internet: the video cards' YouTube stills come from the test instead.
  context: async ({ context }, use) => {
    await context.route(`${YOUTUBE_THUMBNAIL_ORIGIN}/**`, (route) =>
      route.fulfill({ contentType: 'image/svg+xml', body: VIDEO_STILL }),
    );
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
        // A server-rendered control works once React has hydrated it (its fiber is attached): a
        // value typed before that is lost. Suspense boundaries hydrate after the region mounts.
        [...document.querySelectorAll('main input, main select, main textarea, main button')].every((el) =>
          Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
        ),
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

/** React's hydration mismatches the page logs from now on (console errors); tests assert it stays empty. */
export function hydrationErrorsOf(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => m.type() === 'error' && /hydrat|did not match/i.test(m.text()) && found.push(m.text()));
  return found;
}
