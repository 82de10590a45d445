// Pages composed on the shell's server from the remotes' server entries (issue: server-side
// composition): readable HTML without JavaScript, hydration without warnings, real status codes,
// faults that cost only their region.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { SERVER_ENTRY_PATH } from '@school/config/server-build';
import { truncateText } from '@school/shared-api';
import { REGION_KEY_HEADER, regionUrl } from '@school/shared-ui/region-protocol';
import { E2E_REGION_KEY } from '../sites/start-site.ts';
import { namedRoute, routeNames } from '@school/shared-ui/site-map';
import { TICKER_LIMIT, TICKER_TEXT_MAX } from '../../mf-home/src/home/home-selectors.ts';
import {
  expect,
  openPage,
  startPrivateSite,
  test,
  untilAllHydrated,
  wakeIslands,
  wakePage,
  WAKING,
  type Site,
  type SharedSite,
} from '../fixtures.ts';
import { getRendered, gotoRendered } from '../rendered-page.ts';

const repo = path.resolve(import.meta.dirname, '../..');
const school = "St. Mary's Convent School";
const siteRoutes = routeNames.map(namedRoute);
/** Pages of one item (?id=): an album or a story. Without an id there is nothing to show. */
const detailPages = siteRoutes.filter((r) => r.params.length > 0).map((r) => r.path);

type Raw = {
  title: string;
  _id?: string;
  id?: string;
  attachments?: string[];
  category?: string;
  fromDate?: string;
};
const listOf = async (url: string): Promise<Raw[]> => {
  const body = (await (await fetch(url)).json()) as Raw[] | { data: Raw[] };
  return Array.isArray(body) ? body : body.data;
};

/** The home page's strips as the SPEC has them: highlights as given, notices of category Notice newest first. */
async function homeStrips(site: Pick<SharedSite, 'apiBaseUrl'>) {
  const highlights = await listOf(`${site.apiBaseUrl}/api/highlight/SMCS01`);
  const notices = (await listOf(`${site.apiBaseUrl}/api/highlight/all/SMCS01`))
    .filter((n) => n.category === 'Notice')
    .sort((a, b) => Date.parse(b.fromDate ?? '') - Date.parse(a.fromDate ?? ''));
  const shown = (items: Raw[]) =>
    items
      .slice(0, TICKER_LIMIT)
      .map((i) => ({ text: truncateText(i.title, TICKER_TEXT_MAX), file: i.attachments?.[0] }));
  return { highlights: shown(highlights), notices: shown(notices) };
}

/** The region mf-home's server renders for `/`, which the shell composes into the page. */
async function homeRegionHtml(site: Pick<SharedSite, 'runtimeConfig'>): Promise<string> {
  const res = await fetch(regionUrl(site.runtimeConfig.remotes.mf_home, '/'), {
    headers: { [REGION_KEY_HEADER]: E2E_REGION_KEY },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { html: string }).html;
}

const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** Each entry once, in order, and all of it on the screen: nothing is clipped or waits for motion. */
async function expectStripReads(page: Page, id: string, entries: { text: string; file?: string }[]) {
  const strip = page.getByTestId(id);
  const text = await strip.innerText();
  const at = entries.map((e) => text.indexOf(e.text));
  expect(
    at.every((i) => i >= 0),
    `${id}: ${text}`,
  ).toBe(true);
  expect(at, id).toEqual([...at].sort((a, b) => a - b));
  for (const e of entries) expect(text.split(e.text), e.text).toHaveLength(2);
  const width = page.viewportSize()!.width;
  for (const e of entries) {
    const entry = (e.file ? strip.getByRole('link', { name: e.text }) : strip.getByText(e.text)).first();
    const box = (await entry.boundingBox())!;
    expect(box.x, e.text).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, e.text).toBeLessThanOrEqual(width);
    if (e.file) await expect(entry).toHaveAttribute('href', new RegExp(`/api/image/${e.file.replace(/^\//, '')}$`));
  }
  // Nothing moves, so there is nothing to pause.
  await expect(strip.getByRole('button')).toHaveCount(0);
}

/**
 * Leaves the site's pictures unasked: without JavaScript a browser loads every lazy picture of a
 * page, and tests of its text need none of them (an album's photos are 'an album page shows its photos').
 */
const withoutPictures = (page: Page) => page.route(/\/img\//, (route) => route.abort());

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each page is readable: header, footer and its own heading', async ({ page }) => {
    await withoutPictures(page);
    for (const route of siteRoutes.filter((r) => !r.bare)) {
      const res = await gotoRendered(page, route.path);
      // A detail page without an id has no item to show.
      expect(res?.status(), route.path).toBe(detailPages.includes(route.path) ? 404 : 200);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('© 2024');
      // The home page is made of blocks, each with its own heading.
      await expect(page.getByRole('heading', { level: route.path === '/' ? 2 : 1 }).first(), route.path).toBeVisible();
      if (!detailPages.includes(route.path)) await expect(page).toHaveTitle(`${route.title} | ${school}`);
    }
  });

  test("lists show the provider's titles, and links navigate with full page loads", async ({ page, site }) => {
    const news = await listOf(`${site.apiBaseUrl}/api/news/all/SMCS01`);
    await gotoRendered(page, '/News');
    await expect(page.getByRole('heading', { level: 2, name: news[0]!.title }).first()).toBeVisible();

    await gotoRendered(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Transfer Certificate' }).click();
    await expect(page).toHaveURL(/\/Tc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
    // (Playwright's text locators skip <noscript>; a browser without JavaScript shows it.)
    expect(await page.locator('main').innerText()).toContain('This form needs JavaScript.');
    // Sent without JavaScript, its fields would go in the URL.
    await expect(page.getByLabel('Admission No.')).toBeDisabled();
  });

  test("the header's menus open and their links navigate, on a phone and on a desktop", async ({ page }) => {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoRendered(page, '/About');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (width < 992) {
        // A phone's page starts with its content; the menu waits behind its button.
        await expect(nav).toBeHidden();
        const heading = await page.getByRole('heading', { level: 1, name: 'About Us' }).boundingBox();
        expect(heading!.y + heading!.height).toBeLessThanOrEqual(800);
        const button = page.getByRole('banner').getByRole('button', { name: 'Menu' });
        await button.click();
        await expect(nav).toBeVisible();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Close' })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await button.click();
      }
      // Each menu's list is a popover too: its button opens it, with no script.
      await nav.getByRole('button', { name: /Download/ }).click();
      await nav.getByRole('link', { name: 'Syllabus' }).click();
      await expect(page).toHaveURL(/\/Syllabus$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`menu-without-javascript-${width}.png`), fullPage: false });
    }
  });

  test("the home page's highlights and notices read in full, in order, their files linked", async ({ page, site }) => {
    const strips = await homeStrips(site);
    expect(strips.highlights.length).toBeGreaterThan(1);
    expect(strips.notices.length).toBeGreaterThan(1);
    const region = await homeRegionHtml(site);
    for (const { text } of [...strips.highlights, ...strips.notices]) expect(region).toContain(asHtml(text));
    await withoutPictures(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await gotoRendered(page, '/');
    // Without JavaScript the layout is the style sheet's alone: the same page, resized, is the other screen.
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await expectStripReads(page, 'highlights', strips.highlights);
      await expectStripReads(page, 'notices', strips.notices);
    }
  });

  test("the home page's highlights and notices say Stay Tuned when the provider has none", async ({
    page,
    siteWith,
  }) => {
    const empty = await siteWith('empty');
    expect(await homeRegionHtml(empty)).toContain('Stay Tuned For More Updates');
    await withoutPictures(page);
    await gotoRendered(page, empty.url('shell') + '/');
    for (const id of ['highlights', 'notices'])
      await expect(page.getByTestId(id).getByText('Stay Tuned For More Updates')).toBeVisible();
  });

  test('an album page shows its photos', async ({ page, site }) => {
    const albums = await listOf(`${site.apiBaseUrl}/api/gallery/All/SMCS01`);
    const album = albums.find((a) => a.title && (a.attachments?.length ?? 0) > 0)!;
    const res = await gotoRendered(page, `/SubGallery?id=${album._id ?? album.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: album.title })).toBeVisible();
    await expect(page.locator('main img').first()).toBeVisible();
  });
});

test('each page has its own link preview; an album takes its title and first photo', async ({ request, site }) => {
  const ogOf = async (path: string) => {
    const html = await (await getRendered(request, path)).text();
    const tag = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
    return {
      title: tag('og:title'),
      image: tag('og:image'),
      url: tag('og:url'),
      type: tag('og:type'),
      description: tag('og:description'),
    };
  };
  const news = await ogOf('/News');
  const gallery = await ogOf('/Gallery');
  expect(news.title).toBe(`News | ${school.replace("'", '&#39;')}`);
  expect(gallery.title).not.toBe(news.title);
  expect(news.description).toBeTruthy();
  expect(news.image).toMatch(/^http:\/\/localhost:\d+\/og-image\.png$/);

  const albums = await listOf(`${site.apiBaseUrl}/api/gallery/All/SMCS01`);
  const album = albums.find((a) => a.title && (a.attachments?.length ?? 0) > 0)!;
  const og = await ogOf(`/SubGallery?id=${album._id ?? album.id}&utm_source=whatsapp`);
  expect(og.title).toContain(album.title.replace(/'/g, '&#39;').replace(/&(?!#39;)/g, '&amp;'));
  expect(og.type).toBe('article');
  // Its first photo, a 1280 px copy of the site's, not the site's default picture.
  expect(og.image).toMatch(/^http:\/\/localhost:\d+\/img\/1280\//);
  expect(og.url).toMatch(new RegExp(`/SubGallery\\?id=${album._id ?? album.id}$`));
});

test('unknown paths and missing albums answer 404 with their own content', async ({ request }) => {
  const unknown = await getRendered(request, '/NoSuchPage');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toContain('Unexpected Application Error!');

  const missing = await getRendered(request, '/SubGallery?id=no-such-album');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Album not found');
});

// Every route with its content hydrates cleanly: security-headers.spec.ts checks it with the headers.
test('a detail page without an id (404) hydrates without a warning or error in the console', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (m) => {
    // The page answers 404 on purpose; Chromium logs that as a failed load.
    const ownStatus = m.text().includes('404');
    const blockedWorker = m.text() === 'Service Worker registration blocked by Playwright';
    if ((m.type() === 'error' || m.type() === 'warning') && !ownStatus && !blockedWorker)
      messages.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`${page.url()}: ${e.message}`));
  for (const path of detailPages) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: / not found$/ })).toBeVisible();
  }
  expect(messages).toEqual([]);
});

test('a still page loads no script for its links and its header menus, on a 4x slower CPU', async ({
  page,
  errors,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.setViewportSize({ width: 1366, height: 800 });
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await openPage(page, '/About', 'About Us');
  await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
  // Links are documents: the next still page loads no script either.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  expect(scripts).toEqual([]);

  // A header menu's list is a popover: the browser opens it, and Escape closes it.
  await page.getByRole('button', { name: 'School' }).click();
  await expect(page.getByRole('link', { name: 'Our Patron' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Our Patron' })).toBeHidden();
  expect(scripts).toEqual([]);
  expect(errors).toEqual([]);
});

test('on a 4x slower CPU, a search typed into a still list and a photo tapped in a still album take effect once they wake', async ({
  page,
  errors,
}) => {
  // The composed site's picture maker renders each size on its first request, a few at a time (a
  // deployed site's page cache keeps them): the album's pictures are fetched once first, so its
  // photo's tap waits for its island, not behind fourteen cold pictures on the shell's connections.
  const warm = await page.context().newPage();
  await warm.goto('/Gallery');
  await warm
    .getByRole('link', { name: /^View More/ })
    .first()
    .click();
  await warm.waitForURL(/\/SubGallery\?id=/, { waitUntil: 'load' });
  await warm.close();
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await openPage(page, '/News', 'News');
  await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
  const count = page.getByText(/^Total News:/);
  const total = (await count.textContent())!;
  const headings = page.getByRole('list', { name: 'News' }).getByRole('heading');
  const word = (await headings.first().textContent())!.split(' ').find((w) => /^[A-Za-z]{5,}$/.test(w))!;
  await page.getByLabel('Search', { exact: true }).pressSequentially(word);
  await expect(count).not.toHaveText(total, { timeout: 20_000 });
  for (const heading of await headings.allTextContents()) expect(heading.toUpperCase()).toContain(word.toUpperCase());
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);

  await page.goto('/Gallery');
  await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
  await page
    .getByRole('link', { name: /^View More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/SubGallery\?id=/);
  await page.getByTestId('photo-grid').getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/SubGallery\?id=/);
  expect(errors).toEqual([]);
});

test("on a 4x slower CPU, a word typed into the header's search before it wakes gets its suggestions, and a sign-in names the parent in the header, with no app loaded", async ({
  page,
  errors,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  const cpu = await page.context().newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await openPage(page, '/About', 'About Us');
  await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
  const search = page.getByLabel('Search the site');
  await search.pressSequentially('sports');
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await expect(suggestions.getByRole('link').first()).toBeVisible(WAKING);
  await expect(search).toHaveValue('sports');
  expect(
    await page.evaluate(() => document.querySelector('school-island[name="shell/header-search"][data-awake]') !== null),
  ).toBe(true);

  // The Login form wakes alone, and its sign-in wakes the header's account.
  await openPage(page, '/Login', 'Login');
  await page.getByLabel('Mobile no').pressSequentially('9876543210');
  await page.getByLabel('Password').pressSequentially('demo123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toHaveText('Welcome, Demo Parent. You are now logged in.', WAKING);
  await expect(page.getByRole('banner').getByRole('region', { name: 'Your account' })).toContainText(
    'Signed in as Demo Parent',
    WAKING,
  );
  // Islands come from island containers; an app would have loaded a remote entry.
  expect(scripts.filter((path) => path.includes('remoteEntry'))).toEqual([]);
  expect(scripts.some((path) => path.startsWith('/islandEntry-'))).toBe(true);
  expect(errors).toEqual([]);
});

/** Keeps the headings the server sent (as the document is parsed), to find them again once hydrated. */
const keepServedHeadings = (page: Page) =>
  page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { served: Element[] }).served = [...document.querySelectorAll('main h1, main h2')];
    }),
  );

/**
 * Every control of the region answers once each of its blocks has hydrated, and each island once a
 * pointer has come near it (decision record 028); every heading served is still there.
 */
async function expectHydratedInPlace(page: Page) {
  await wakeIslands(page);
  await untilAllHydrated(page, 'main a, main button, main input');
  const served = await page.evaluate(() => {
    const { served } = window as unknown as { served: Element[] };
    return { count: served.length, kept: served.filter((el) => el.isConnected).length };
  });
  expect(served.count).toBeGreaterThan(0);
  expect(served.kept).toBe(served.count);
}

test("/ is still, its motion CSS: it loads no script until touched, then hydrates the server's HTML in place", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await keepServedHeadings(page);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
  await expect
    .poll(() =>
      page
        .getByTestId('hero-slider')
        .locator('[data-carousel-track]')
        .evaluate((el) => getComputedStyle(el).transform),
    )
    .not.toBe('none');
  // The notifications opened by themselves, without the app; Escape is the browser's.
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect(scripts).toEqual([]);
  await wakePage(page);
  await expectHydratedInPlace(page);
});

test("/Admission is still until touched: then it hydrates the server's HTML in place, and links move between remotes in the browser", async ({
  page,
  errors,
}) => {
  await keepServedHeadings(page);
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await openPage(page, '/Admission', 'Admission');
  await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
  // The loader has enabled the form: a visitor can type before the app has come.
  await expect(page.getByLabel('Mobile no', { exact: false })).toBeEnabled();
  expect(scripts).toEqual([]);
  await wakePage(page);
  await expectHydratedInPlace(page);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Transfer Certificate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Admission' })).toBeVisible();
  // No full page load happened: the page's own state is still there.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
  expect(errors).toEqual([]);
});

test.describe('faults cost only their region', () => {
  /** A copy of a remote's build whose server entry is replaced. */
  function releaseWith(remote: string, entry: string): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), `${remote}-faulty-`));
    cpSync(path.join(repo, remote, 'dist'), dir, { recursive: true });
    writeFileSync(path.join(dir, SERVER_ENTRY_PATH), entry);
    return dir;
  }

  // One site whose three remotes each fail another way: each costs only its own pages' region.
  const faults = [
    {
      fault: 'throws',
      remote: 'mf_downloads',
      entry: 'export const render = async () => { throw new Error("broken server entry"); };',
      path: '/News',
      heading: 'News',
      region: 'Total News',
    },
    {
      fault: 'is too slow',
      remote: 'mf_gallery',
      entry: 'export const render = () => new Promise((resolve) => setTimeout(resolve, 20000));',
      path: '/Gallery',
      heading: 'Gallery',
      region: 'Total Categories',
    },
    {
      fault: 'cannot be loaded',
      remote: 'mf_home',
      entry: 'this is not JavaScript',
      path: '/PrincipalMessage',
      heading: "Principal's Message",
      region: 'Dear parents',
    },
  ] as const;
  let site: Site;
  test.beforeAll(async ({}, workerInfo) => {
    // The team's release is what the site starts with (a loaded good entry would be kept).
    const roots = Object.fromEntries(faults.map((f) => [f.remote, releaseWith(f.remote.replace('_', '-'), f.entry)]));
    // The slow region waits for the region deadline; none of this site's pages needs the suite's long one.
    site = await startPrivateSite(workerInfo.workerIndex, { roots, env: { SSR_REGION_DEADLINE_MS: '2000' } });
  });
  test.afterAll(async () => site?.close());

  for (const { fault, remote, path: route, heading, region } of faults) {
    test(`a server entry that ${fault} (${remote}): 200 with header and footer, the region renders in the browser`, async ({
      page,
    }) => {
      const res = await gotoRendered(page, site.url('shell') + route);
      expect(res?.status()).toBe(200);
      const html = await res!.text();
      expect(html).toContain('© 2024');
      expect(html).not.toContain(region);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(region).first()).toBeVisible();
    });
  }

  test('a provider that fails: 200 with the placeholders, cached only briefly', async ({ request, siteWith }) => {
    const site = await siteWith('error');
    const res = await getRendered(request, site.url('shell') + '/News');
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('Total News');
    expect(res.headers()['cache-control']).not.toMatch(/s-maxage=([1-9]\d)/);
  });
});
