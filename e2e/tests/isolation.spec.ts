// Independent deployment and fault isolation: each remote is a parcel whose failure the shell
// catches (docs/decisions/001), deployed without rebuilding the others (README, "Deploying").
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readProcesses, signalTree } from '@school/scripts/proc-stats';
import { startRedis } from '@school/shell/redis-process';
import type { Page } from '@playwright/test';
import { NOT_ANSWERING } from '@school/shared-ui/kept-answers-line';
import { filesOf, nextRelease } from '../next-release.ts';
import {
  expect,
  hydrationErrorsOf,
  openPage,
  startPrivateSite,
  test,
  wakePage,
  waitsUntilReady,
  withoutSpeculation,
  type Site,
} from '../fixtures.ts';

const repo = path.resolve(import.meta.dirname, '../..');

test('visiting /HomeWork requests no remote until touched, then its own only', async ({ page, site }) => {
  const origins = new Set<string>();
  page.on('request', (r) => origins.add(new URL(r.url()).origin));
  await openPage(page, '/HomeWork', 'Home Work');
  await expect(page.getByRole('link', { name: /PDF/ }).first()).toBeVisible();
  const others = (['mf_home', 'mf_gallery', 'mf_forms', 'mf_kiosk'] as const).map((r) => site.url(r));
  // A still page: its remote's code comes with the first touch.
  expect(origins).not.toContain(site.url('mf_downloads'));
  await wakePage(page);
  expect([...origins].filter((o) => others.includes(o))).toEqual([]);
  expect(origins).toContain(site.url('mf_downloads'));
});

/** The processes whose parent is `pid`. */
const childrenOf = (pid: number) =>
  readProcesses()
    .filter((p) => p.ppid === pid)
    .map((p) => p.pid);

test('SHELL_PROCESSES runs the shell as copies on one port sharing one Redis: a copy that dies is replaced, no parent is signed out, and the sign-in limits hold across them', async ({
  playwright,
}, testInfo) => {
  const redis = await startRedis();
  const site = await startPrivateSite(testInfo.workerIndex, {
    env: { SHELL_PROCESSES: '2', SESSION_STORE_URL: redis.url, TRUSTED_PROXIES: '127.0.0.1' },
  });
  try {
    const shell = site.url('shell');
    const primary = (await site.pidOf('shell'))!;
    const copies = childrenOf(primary);
    expect(copies).toHaveLength(2);
    const parent = await playwright.request.newContext({ extraHTTPHeaders: { origin: shell } });
    const signIn = await parent.post(`${shell}/session`, { data: { mobileno: '9876543210', password: 'demo123' } });
    expect(signIn.status()).toBe(200);
    const cookie = (await parent.storageState()).cookies.find((c) => c.name === 'school_session')!;
    // A connection the dead copy held is lost with it; the copies after it answer every page.
    process.kill(copies[0]!, 'SIGKILL');
    await expect.poll(() => childrenOf(primary).filter((pid) => pid !== copies[0]).length).toBe(2);
    // New connections: a kept-alive one may have gone to the dead copy. Each lands on either copy.
    for (let i = 0; i < 10; i++) {
      const request = await playwright.request.newContext({
        extraHTTPHeaders: { cookie: `school_session=${cookie.value}` },
      });
      expect((await request.get(shell + '/News')).status()).toBe(200);
      expect(await (await request.get(shell + '/session')).json()).toEqual({ name: 'Demo Parent' });
      await request.dispose();
    }
    await parent.dispose();

    // Guesses from one client, each on a new connection (either copy), meet one limit; other clients
    // named by the trusted proxy in front have limits of their own.
    const guess = async (client: string, i: number) => {
      const request = await playwright.request.newContext({
        extraHTTPHeaders: { origin: shell, 'x-forwarded-for': client, connection: 'close' },
      });
      const res = await request.post(`${shell}/session`, { data: { mobileno: `90000001${10 + i}`, password: 'x' } });
      await request.dispose();
      return res.status();
    };
    const one: number[] = [];
    for (let i = 0; i < 12; i++) one.push(await guess('198.51.100.7', i));
    expect(one).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect(await guess('198.51.100.8', 0)).toBe(401);
  } finally {
    await site.close();
    await redis.stop();
  }
});

for (const mode of ['empty', 'error'] as const) {
  test(`with the provider answering ${mode === 'empty' ? 'empty lists, download pages show placeholders' : 'HTTP 500, download pages say it is not answering'}`, async ({
    page,
    errors,
    siteWith,
  }) => {
    const site = await siteWith(mode);
    await page.goto(site.url('shell') + '/Circular');
    if (mode === 'empty') {
      await expect(page.getByText('Stay Tuned For More Updates')).toBeVisible();
      await expect(page.getByText('Total Circular: 0')).toBeVisible();
    } else {
      await expect(page.getByText(NOT_ANSWERING)).toBeVisible();
      await expect(page.getByText('Total Circular: 0')).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });
}

/** The team's change: one label of mf-downloads differs (the page titles are the site map's, in shared-ui). */
const relabel = (code: string) =>
  code.replace(/countLabel:(\s*)`Total \$\{(\w+)\}`/g, 'countLabel:$1`Total ${$2} (new release)`');

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir).sort()) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

// The faults of one remote or of the provider, in series on one private site; each test restores
// what it stopped, froze or replaced. It keeps no page or region (PAGE_CACHE_MB=0, REGION_CACHE_MB=0), so none outlives its
// fault, and waits for a region as long as the shell does by default, not the suite's longer time.
// The provider goes away first, before a remote's server holds its last good answers.
test.describe('one server at fault', () => {
  let site: Site;
  test.beforeAll(async ({}, testInfo) => {
    site = await startPrivateSite(testInfo.workerIndex, {
      env: { SSR_REGION_DEADLINE_MS: '1500', PAGE_CACHE_MB: '0', REGION_CACHE_MB: '0' },
    });
  });
  test.afterAll(async () => site?.close());

  test("with the provider down, pages say the school's server is not answering and do not crash", async ({
    page,
    errors,
  }) => {
    try {
      await site.stopApi();
      for (const [route, title] of [
        ['/HomeWork', 'Home Work'],
        ['/Syllabus', 'Syllabus'],
        ['/Circular', 'Circular'],
      ]) {
        await page.goto(site.url('shell') + route);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText(NOT_ANSWERING)).toBeVisible();
      }
      expect(errors).toEqual([]);
    } finally {
      await site.startApi();
    }
  });

  test('with mf-downloads down, its route shows the unavailable panel and the rest keeps working', async ({
    page,
    errors,
  }) => {
    try {
      await site.stopApp('mf_downloads');
      await page.goto(site.url('shell') + '/HomeWork');
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
      await expect(page).toHaveTitle("Home Work | St. Mary's Convent School");
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('© 2024')).toBeVisible();

      // Another route, owned by the shell, still works from the header.
      await page.goto(site.url('shell') + '/NoSuchPage');
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();

      // The remote comes back: Retry loads it without a page reload.
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'This section is unavailable' })).toBeVisible();
      await site.startApp('mf_downloads');
      await page.getByRole('link', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Home Work' })).toBeVisible();
      await expect(page.getByRole('link', { name: /PDF/ }).first()).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await site.startApp('mf_downloads');
    }
  });

  test("a frozen remote's server costs only its region: its pages answer 200 without it, every other page with its own", async ({
    page,
    request,
  }) => {
    const pid = await site.pidOf('mf_downloads');
    expect(pid).toBeGreaterThan(0);
    signalTree(pid!, 'SIGSTOP');
    try {
      const news = await request.get(site.url('shell') + '/News');
      expect(news.status()).toBe(200);
      const html = await news.text();
      expect(html).toContain('<title>News | St. Mary');
      expect(html).toContain('© 2024');
      expect(html).not.toContain('Total News');
      // Another remote's page, and the shell's own chrome, are rendered as ever.
      const gallery = await request.get(site.url('shell') + '/Gallery');
      expect(gallery.status()).toBe(200);
      expect(await gallery.text()).toContain('Total Categories');
    } finally {
      signalTree(pid!, 'SIGCONT');
    }
    // Thawed, it answers again: the page (re-rendered within seconds) shows the region.
    await page.goto(site.url('shell') + '/News');
    await expect(page.getByText(/Total News/).first()).toBeVisible();
  });

  test('redeploying only mf-downloads changes the composed site without rebuilding the shell', async ({ page }) => {
    try {
      const shellBefore = hashTree(path.join(repo, 'shell/dist'));
      await page.goto(site.url('shell') + '/HomeWork');
      await expect(page.getByRole('heading', { level: 1, name: 'Home Work' })).toBeVisible();

      const outDir = nextRelease(path.join(repo, 'mf-downloads/dist'), relabel);
      expect(filesOf(outDir).filter((f) => f.endsWith('-next.js')).length).toBeGreaterThan(0);
      await site.startApp('mf_downloads', outDir); // the team's deploy: same URL, new files

      // The shell's server picks the new server entry up on its own (no restart, no rebuild).
      await expect
        .poll(async () => (await fetch(site.url('shell') + '/HomeWork?after-redeploy')).text(), {
          timeout: 60_000,
          intervals: [1_000],
        })
        .toContain('Total Home Work (new release)');
      await page.reload();
      await expect(page.getByText('Total Home Work (new release)')).toBeVisible();
      expect(hashTree(path.join(repo, 'shell/dist'))).toBe(shellBefore);
    } finally {
      await site.startApp('mf_downloads');
    }
  });

  // Past the browser's deadline for a region (REGION_DEADLINE_MS), with room for a busy machine.
  const pastDeadline = { timeout: 30_000 };
  const unavailable = (page: Page) => page.getByRole('heading', { name: 'This section is unavailable' });

  /** The page's header, its footer and, in the region's place, the panel with its Retry link to the page itself. */
  async function expectPanelInPlace(page: Page, url: string) {
    await expect(unavailable(page)).toBeVisible(pastDeadline);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText('© 2024')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retry' })).toHaveAttribute('href', url);
  }

  // One freeze for three visitors at once, so the browser's deadline is waited out once.
  test("a hanging remote's page, freshly loaded, shows header, footer and the unavailable panel, whose Retry link tries again, with JavaScript off and on; a visit to it from the menus keeps header and footer usable and ends in the panel, not white space", async ({
    browser,
    page,
    errors,
  }) => {
    const pid = (await site.pidOf('mf_gallery'))!;
    const gallery = `${site.url('shell')}/Gallery`;
    const withoutScript = await withoutSpeculation(await browser.newContext({ javaScriptEnabled: false }));
    const navigating = await withoutSpeculation(await browser.newContext({ reducedMotion: 'reduce' }));
    try {
      const plain = await withoutScript.newPage();
      const visitor = waitsUntilReady(await navigating.newPage());
      visitor.on('pageerror', (e) => errors.push(e.message));
      const nav = visitor.getByRole('navigation', { name: 'Main' });
      const visit = async (menu: string, link: string) => {
        await nav.getByRole('button', { name: menu }).click();
        await nav.getByRole('link', { name: link }).click();
      };
      await visitor.goto(site.url('shell') + '/HomeWork');
      await expect(visitor.getByRole('heading', { level: 1, name: 'Home Work' })).toBeVisible();
      signalTree(pid, 'SIGSTOP');

      await Promise.all([
        (async () => {
          await plain.goto(gallery);
          await expectPanelInPlace(plain, '/Gallery');
        })(),
        (async () => {
          // The browser tries the remote itself, in vain: the panel stays, and the page is ready.
          await page.goto(gallery, { waitUntil: 'domcontentloaded' });
          await expectPanelInPlace(page, '/Gallery');
          // A page that runs its app from the start has no loader: the app wakes the header's islands.
          await expect(page.locator('school-island[name="shell/header-search"]')).toHaveAttribute('data-awake', '');
          await page.evaluate(() => Object.assign(window, { sameDocument: true }));
        })(),
        (async () => {
          await visit('Gallery', 'Photo Gallery');
          await expect(visitor).toHaveURL(/\/Gallery$/);
          // While it waits, the header still leads elsewhere.
          await visit('Download', 'Syllabus');
          await expect(visitor.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible();
          await visit('Gallery', 'Photo Gallery');
          await expectPanelInPlace(visitor, '/Gallery');
        })(),
      ]);

      signalTree(pid, 'SIGCONT');
      // The remote, woken, first works through what queued while it hung: a Retry within the region's
      // deadline may find it still busy and show the panel again, and the visitor taps Retry again.
      const retried = (at: Page) =>
        expect(async () => {
          const retry = at.getByRole('link', { name: 'Retry' });
          if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
          await expect(at.getByText(/Total Categories/)).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 20_000 });
      await retried(plain);
      // With JavaScript, Retry loads the region in place.
      await retried(page);
      await expect(unavailable(page)).toHaveCount(0);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      // The menus' links load documents: the visitor's page is a fresh load too, whose app may have
      // drawn the region on its own once the remote answered again; otherwise Retry gets it.
      const retry = visitor.getByRole('link', { name: 'Retry' });
      await expect(async () => {
        if (await retry.isVisible()) await retry.click({ timeout: 2_000 });
        await expect(visitor.getByText(/Total Categories/)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 20_000 });
      expect(errors).toEqual([]);
    } finally {
      signalTree(pid, 'SIGCONT');
      await withoutScript.close();
      await navigating.close();
    }
  });

  /** The first album of 2024, opened as a page of its own. */
  async function openAlbum(page: Page) {
    await page.goto(site.url('shell') + '/Gallery?year=2024');
    const viewMore = page
      .getByTestId('album-list')
      .getByRole('link', { name: /^View More/ })
      .first();
    await page.goto(site.url('shell') + (await viewMore.getAttribute('href'))!);
  }

  /** mf-gallery's next release, one label changed; none of the old build's files is left, its named entry neither. */
  function galleryReleaseWithoutOldFiles(): string {
    const outDir = nextRelease(
      path.join(repo, 'mf-gallery/dist'),
      (code) => code.replaceAll('Number of Photos', 'Number of Photos (new release)'),
      { renameAll: true },
    );
    for (const file of readdirSync(outDir).filter((f) => /^remoteEntry-\w+\.js$/.test(f)))
      rmSync(path.join(outDir, file));
    return outDir;
  }

  // The photos are an island of their own (decision record 028): the tap that wakes them after the
  // redeploy gets the new build's code, drawn afresh, instead of the panel the whole region showed before.
  test('a remote redeployed while its album is open, its old files gone: a photo opens with the new build, and the list shows the panel whose Retry runs the new build without a reload', async ({
    page,
    errors,
  }) => {
    try {
      // Opened anew, with no pointer near a photo: nothing has fetched the lightbox's code yet.
      await openAlbum(page);
      const album = page.url();
      const photos = page.getByTestId('photo-grid').getByRole('link');
      await expect(photos.first()).toBeVisible();
      // The album is open in a running app (a still album not yet touched loads the new build).
      await wakePage(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      await site.startApp('mf_gallery', galleryReleaseWithoutOldFiles());

      // The photos' island and its lightbox are chunks of the old build, gone with it.
      await photos.nth(1).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(page.url()).toBe(album);

      // The list's code is the old build's too: its region shows the panel, and Retry runs the new build.
      await page.getByRole('link', { name: 'Go Back' }).click();
      await expect(unavailable(page)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText('© 2024')).toBeVisible();
      await page.getByRole('link', { name: 'Retry' }).click();
      await expect(page.getByText(/Total Categories/)).toBeVisible();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await site.startApp('mf_gallery');
    }
  });

  test('a still album woken after its remote was redeployed, its old build gone, is drawn afresh by the new build, not hydrated by it', async ({
    page,
    errors,
  }) => {
    try {
      const hydration = hydrationErrorsOf(page);
      const entries: string[] = [];
      const gallery = new URL(site.url('mf_gallery')).origin;
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.origin === gallery && url.pathname.startsWith('/remoteEntry')) entries.push(url.pathname);
      });
      await openAlbum(page);
      await expect(page.getByText('Number of Photos', { exact: true })).toBeVisible();
      await site.startApp('mf_gallery', galleryReleaseWithoutOldFiles());

      await wakePage(page);
      await expect(page.getByText('Number of Photos (new release)')).toBeVisible();
      // It asked for the build that rendered the page first, then the current one.
      expect(entries).toEqual([expect.stringMatching(/^\/remoteEntry-[0-9a-f]{12}\.js$/), '/remoteEntry.js']);
      expect(hydration).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await site.startApp('mf_gallery');
    }
  });
});
