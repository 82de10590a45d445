// Installable and readable offline (decision record 014): the shell's service worker keeps what a
// visitor has seen, across the remotes' and the provider's origins; a redeployed remote is
// picked up on the next visit; the web app manifest installs the site in the school's colours.
import { cpSync, appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { distOf } from '@school/scripts/site';
import { test, expect, startPrivateSite, wakePage, waitsUntilReady, withoutSpeculation } from '../fixtures.ts';

// The rest of the suite blocks service workers (playwright.config.ts); this spec is about one.
test.use({ serviceWorkers: 'allow' });

const NOTICE = 'Offline: showing what you saw last';

// Each test below that starts a site of its own visits pages several times on a busy machine.
test.describe.configure({ timeout: 150_000 });

/**
 * Opens `url`, waits for the service worker, and opens it again through the worker (a fresh
 * context has none: the first answer came before the worker, so it was not kept).
 */
async function openControlled(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && found.push(m.text()));
  return found;
}

// One private site for the three ways a kept page answers, in the order they take the servers away.
// Within a page's stale-while-revalidate (60 s), the browser's own HTTP cache answers the worker's
// fetch with its stale copy, which says nothing (a page at most 70 s old, as a CDN would serve it).
// Past it, the worker's kept copy answers: clearing the HTTP cache stands for the minute passing.
test('a page seen once reads with the shell server down and without a network, with the offline notice; a page never seen shows the offline page, with the pages kept and the home page', async ({
  browser,
}, testInfo) => {
  const site = await startPrivateSite(testInfo.workerIndex);
  const context = await withoutSpeculation(
    await browser.newContext({ baseURL: site.url('shell'), serviceWorkers: 'allow' }),
  );
  try {
    const page = waitsUntilReady(await context.newPage());
    const csp = cspViolations(page);
    // The worker precaches the offline page at its install, named with the revision of what /offline serves.
    const worker = await (await page.request.get('/sw.js')).text();
    expect(worker).toMatch(/\{"url":"\/offline","revision":"[0-9a-f]{16}"\}/);
    await openControlled(page, '/News');
    const newsTitle = (await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent())!;
    await expect(page.getByTestId('offline-notice').filter({ hasText: NOTICE })).toHaveCount(0);

    // An album, opened from the gallery as a parent would, with its pictures.
    await page.goto('/Gallery?year=2024');
    await page
      .getByTestId('album-list')
      .getByRole('listitem')
      .first()
      .getByRole('link', { name: /^View More/ })
      .click();
    await expect(page).toHaveURL(/\/SubGallery\?id=\w+$/);
    const albumUrl = page.url();
    // Opened once more as a whole page: what the server sends is what is kept for the address.
    await page.goto(albumUrl);
    const firstPhoto = page.getByTestId('photo-grid').getByRole('img').first();
    await expect(firstPhoto).toHaveJSProperty('complete', true);
    const albumTitle = (await page.getByRole('heading', { level: 1 }).textContent())!;
    expect(albumTitle).not.toBe('Gallery');

    // The shell server down, the browser online: the kept copy answers and says so.
    await site.stopApp('shell');
    // Detached after: while a second DevTools session is open, the page does not hear the network go and come back.
    const devtools = await context.newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    const answer = await page.goto('/News');
    expect(answer?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);

    // No network: every server is gone (the browser's offline switch alone spares the worker's own requests).
    await site.close();
    await context.setOffline(true);
    await page.goto('/News');
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: newsTitle })).toBeVisible();

    // A page never seen: the offline page, which runs no code of the site (opened as a plain document).
    const offline = await context.newPage();
    const offlineCsp = cspViolations(offline);
    await offline.goto('/Toppers');
    await expect(offline).toHaveTitle(/^Offline \| /);
    await expect(offline.getByRole('heading', { level: 1, name: 'This page is not available offline' })).toBeVisible();
    await expect(offline.getByRole('main').getByRole('link', { name: 'News', exact: true })).toHaveAttribute(
      'href',
      '/News',
    );
    await expect(offline.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    for (const width of [390, 1366]) {
      await offline.setViewportSize({ width, height: 844 });
      await offline.screenshot({ path: testInfo.outputPath(`offline-page-${width}.png`), fullPage: true });
    }
    // A kept page, followed from the list, reads as before.
    await offline.getByRole('main').getByRole('link', { name: 'News', exact: true }).click();
    await expect(offline.getByTestId('offline-notice')).toHaveText(NOTICE);
    await expect(offline.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
    await offline.close();

    await page.goto(albumUrl);
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await expect(page.getByRole('heading', { level: 1, name: albumTitle })).toBeVisible();
    await expect(firstPhoto).toHaveJSProperty('complete', true);
    expect(await firstPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('album-offline.png') });

    // Back online: the notice goes away.
    await context.setOffline(false);
    await expect(page.getByTestId('offline-notice').filter({ hasText: NOTICE })).toHaveCount(0);
    expect([...csp, ...offlineCsp]).toEqual([]);
  } finally {
    await context.close();
    await site.close();
  }
});

test('the service worker controls the page after a reload, and a redeployed remote is picked up on the next visit', async ({
  browser,
}, testInfo) => {
  // mf-home deployed from a copy of its build, so the test can redeploy it.
  const root = mkdtempSync(path.join(os.tmpdir(), 'mf-home-'));
  cpSync(distOf('mf_home'), root, { recursive: true });
  // It keeps no page or region: one rendered before the deploy would wake with the build that
  // rendered it (decision record 028) until it aged out.
  const site = await startPrivateSite(testInfo.workerIndex, {
    roots: { mf_home: root },
    env: { PAGE_CACHE_MB: '0', REGION_CACHE_MB: '0' },
  });
  const context = await withoutSpeculation(
    await browser.newContext({ baseURL: site.url('shell'), serviceWorkers: 'allow' }),
  );
  try {
    const page = waitsUntilReady(await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const csp = cspViolations(page);
    await openControlled(page, '/');
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['cache-control']).toBe('no-cache');
    expect(errors).toEqual([]);
    expect(csp).toEqual([]);
    expect(await page.evaluate(() => (globalThis as { schoolDeployMark?: string }).schoolDeployMark)).toBeUndefined();

    // The redeploy: the remote's entry changes under the same name (its chunks would get new names).
    appendFileSync(path.join(root, 'remoteEntry.js'), '\n;globalThis.schoolDeployMark = "second";\n');
    await page.goto('/');
    // `/` is a still page (decision record 028): the remote's code comes when its app wakes.
    await wakePage(page);
    await expect
      .poll(() => page.evaluate(() => (globalThis as { schoolDeployMark?: string }).schoolDeployMark))
      .toBe('second');

    // And with no network, the page kept since the deploy wakes with the redeployed code, kept too.
    await site.close();
    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByTestId('offline-notice')).toHaveText(NOTICE);
    await wakePage(page);
    await expect
      .poll(() => page.evaluate(() => (globalThis as { schoolDeployMark?: string }).schoolDeployMark))
      .toBe('second');
  } finally {
    await context.close();
    await site.close();
  }
});

/** The value of `attribute` on the first `tag` of the server's HTML that carries every attribute of `having`. */
function attributeOf(html: string, tag: string, having: Record<string, string>, attribute: string) {
  for (const [element] of html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))) {
    const attributes = Object.fromEntries([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(having).every(([k, v]) => attributes[k] === v)) return attributes[attribute];
  }
  return undefined;
}

// The page's head as the server sends it: no browser needed.
test('the web app manifest is linked and installs the site in the school colours', async ({ request, site }) => {
  const home = await (await request.get('/')).text();
  const href = attributeOf(home, 'link', { rel: 'manifest' }, 'href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    theme_color: string;
    display: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBe((site.runtimeConfig.school as { name: string }).name);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toBe(attributeOf(home, 'meta', { name: 'theme-color' }, 'content'));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
    if (icon.type !== 'image/png') continue;
    // A PNG's width and height are bytes 16-23 of its header.
    const png = await file.body();
    const [w, h] = icon.sizes.split('x').map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([w, h]);
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  // The built icons are drawn in the theme's colours.
  expect(readFileSync(path.join(distOf('shell'), 'icons/icon.svg'), 'utf8')).toContain(manifest.theme_color);
});
