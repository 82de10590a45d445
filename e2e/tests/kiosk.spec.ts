// The lobby kiosk (/HomeKiosk): its three slides with dev-api data, full screen in the composed
// site and on its own, loading nothing from other remotes, and riding out a provider outage.
// Playwright's clock stands in for the 80 s rotation, so each test takes seconds.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// This spec is about the motion itself.
test.use({ reducedMotion: 'no-preference' });

// page.route must see the page's requests: no service worker answers them here (decision record 014).

const ROTATION_MS = 80_000;
const REFRESH_MS = 10 * 60_000;
const SHOTS = '/tmp/shots/mf-kiosk';
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type GalleryRecord = { title: string; category: string; date: string };

async function galleryOf(apiBaseUrl: string): Promise<GalleryRecord[]> {
  const res = await fetch(`${apiBaseUrl}/api/gallery/All/SMCS01`);
  return (await res.json()) as GalleryRecord[];
}

const kiosk = (page: Page) => page.getByTestId('kiosk');
const slide = (page: Page) => page.getByRole('group');

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(wcag).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Every image on screen has arrived (naturalWidth > 0). The site's image endpoint makes each
 * picture once, two at a time: on a busy machine the first ones took over 10 s.
 */
async function expectImagesLoaded(page: Page) {
  await expect
    .poll(
      () =>
        page
          .locator('[data-testid="kiosk"] img')
          .evaluateAll(
            (imgs) =>
              imgs.filter((i) => !(i as HTMLImageElement).complete || (i as HTMLImageElement).naturalWidth === 0)
                .length,
          ),
      { timeout: 30_000 },
    )
    .toBe(0);
}

/** No cursor, no scrollbars, and the slide shown fits its screen: nothing is pushed below the bottom bar. */
async function expectFitsScreen(page: Page, screen: string) {
  await expect(kiosk(page)).toHaveCSS('cursor', 'none');
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight > innerHeight || document.documentElement.scrollWidth > innerWidth,
    body: getComputedStyle(document.body).overflow,
  }));
  expect(overflow, screen).toEqual({ page: false, body: 'hidden' });
  const fits = await slide(page).evaluate(
    (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
  );
  expect.soft(fits, screen).toBe(true);
}

test.describe('kiosk in the composed site', () => {
  // The first pictures are made while the test waits (see expectImagesLoaded): time, not speed, is given.
  test.describe.configure({ timeout: 120_000 });
  test('shows the three slides full screen with dev-api data, from its own remote only', async ({
    page,
    site,
    errors,
  }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    const gallery = await galleryOf(site.apiBaseUrl);
    await page.clock.install();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.goto(`${site.url('shell')}/HomeKiosk`);

    // Slide 1: the first 2 gallery items, their photos fading.
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'live');
    await expect(slide(page)).toHaveAccessibleName('1 of 3');
    await expect(page.getByRole('heading', { level: 2, name: 'Activities' })).toBeVisible();
    await expect(page.locator('figcaption')).toHaveText(gallery.slice(0, 2).map((g) => g.title));
    await expect(page.getByTestId('activity-photo')).toHaveCount(2);
    await expectImagesLoaded(page);
    await expect(page).toHaveTitle(/^Kiosk \| /);
    // Bare: none of the shell's header, navigation or footer.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Skip to content' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').filter({ hasText: /copyright/i })).toHaveCount(0);
    const firstPhoto = await page.getByTestId('activity-photo').first().getAttribute('src');
    await page.clock.runFor(4_000);
    await expect(page.getByTestId('activity-photo').first()).not.toHaveAttribute('src', firstPhoto ?? '');
    mkdirSync(SHOTS, { recursive: true });
    await expectImagesLoaded(page);
    await page.screenshot({ path: `${SHOTS}/slide1-1920x1080.png`, animations: 'disabled' });
    await expectNoAxeViolations(page);
    await expectFitsScreen(page, 'slide 1 at 1920x1080');

    // Slide 2: achievements of 2024, spelt 'Achivements' or 'Achievements', 4 at a time.
    await page.clock.runFor(ROTATION_MS);
    await expect(slide(page)).toHaveAccessibleName('2 of 3');
    await expect(page.getByRole('heading', { level: 2, name: 'School Achievements' })).toBeVisible();
    const expected = gallery
      .filter((g) => ['Achivements', 'Achievements'].includes(g.category) && g.date.startsWith('2024'))
      .map((g) => g.title);
    const cards = slide(page).getByRole('article').getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(Math.min(4, expected.length));
    for (const title of await cards.allTextContents()) expect(expected).toContain(title);
    await expectImagesLoaded(page);
    await page.screenshot({ path: `${SHOTS}/slide2-1920x1080.png`, animations: 'disabled' });
    await expectNoAxeViolations(page);
    await expectFitsScreen(page, 'slide 2 at 1920x1080');

    // Slide 3: birthdays (2 students, up to 4 teachers a page) and the Latest News marquee.
    await page.clock.runFor(ROTATION_MS);
    await expect(slide(page)).toHaveAccessibleName('3 of 3');
    for (const name of ['Student Birthdays', 'Teacher Birthdays', 'Latest News'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Student Birthdays' }).getByRole('article')).toHaveCount(2);
    const teachers = await page.getByRole('region', { name: 'Teacher Birthdays' }).getByRole('article').count();
    expect(teachers).toBeGreaterThan(0);
    expect(teachers).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('news-marquee')).toHaveAttribute('data-moving', 'true');
    // Upward at the original <marquee>'s speed: 2 px every 30 ms, about 67 px/s. A CSS animation runs on real time:
    // where it stands is read at two moments of its own timeline, 1.5 s apart.
    const marquee = page.getByTestId('news-marquee');
    const speed = await marquee.evaluate((el) => {
      const [animation] = el.getAnimations();
      if (!animation) return 0;
      const was = animation.currentTime;
      const topAt = (ms: number) => {
        animation.currentTime = ms;
        return new DOMMatrix(getComputedStyle(el).transform).m42;
      };
      const moved = topAt(1_000) - topAt(2_500);
      animation.currentTime = was;
      return moved / 1.5;
    });
    expect(speed).toBeGreaterThan(60);
    expect(speed).toBeLessThan(70);
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await expect(marquee).toHaveCSS('animation-play-state', 'paused');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await expect(marquee).toHaveCSS('animation-play-state', 'running');
    await expect(page.getByTestId('news-marquee').getByRole('heading', { level: 3 }).first()).not.toBeEmpty();
    await expectImagesLoaded(page);
    await page.screenshot({ path: `${SHOTS}/slide3-1920x1080.png`, animations: 'disabled' });
    await expectNoAxeViolations(page);
    await expectFitsScreen(page, 'slide 3 at 1920x1080');

    await page.clock.runFor(ROTATION_MS);
    await expect(slide(page)).toHaveAccessibleName('1 of 3');

    // Nothing was asked of any other remote.
    const others = (['mf_home', 'mf_gallery', 'mf_downloads', 'mf_forms'] as const).map(
      (r) => new URL(site.url(r)).origin,
    );
    const allowed = new Set([site.url('shell'), site.url('mf_kiosk'), site.apiBaseUrl].map((u) => new URL(u).origin));
    expect(requests.filter((u) => others.includes(new URL(u).origin))).toEqual([]);
    expect(requests.filter((u) => u.startsWith('http') && !allowed.has(new URL(u).origin))).toEqual([]);
    expect(errors).toEqual([]);
  });

  // 1920x1080 is the first test's screen. A screen turned or another size is the same page resized:
  // the kiosk's layout is its CSS alone.
  test('no cursor, no scrollbars, and readable in landscape and portrait', async ({ page, site, errors }) => {
    await page.clock.install();
    mkdirSync(SHOTS, { recursive: true });
    await page.setViewportSize({ width: 1080, height: 1920 });
    await page.goto(`${site.url('shell')}/HomeKiosk`);
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'live');
    for (const [width, height] of [
      [1080, 1920],
      [1366, 768],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (let n = 1; n <= 3; n++) {
        await expect(slide(page)).toHaveAccessibleName(`${n} of 3`);
        await expectFitsScreen(page, `slide ${n} at ${width}x${height}`);
        await expectImagesLoaded(page);
        await page.screenshot({ path: `${SHOTS}/slide${n}-${width}x${height}.png`, animations: 'disabled' });
        await page.clock.runFor(ROTATION_MS);
      }
    }
    expect(errors).toEqual([]);
  });

  test('the pause control stops every movement, by keyboard, and reduced motion is respected', async ({
    page,
    site,
    errors,
  }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${site.url('shell')}/HomeKiosk`);
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'live');
    await page.keyboard.press('Tab');
    const pause = page.getByRole('button', { name: 'Pause slideshow' });
    await expect(pause).toBeFocused();
    const box = await pause.boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    const photo = await page.getByTestId('activity-photo').first().getAttribute('src');
    await page.clock.runFor(3 * ROTATION_MS);
    await expect(slide(page)).toHaveAccessibleName('1 of 3');
    await expect(page.getByTestId('activity-photo').first()).toHaveAttribute('src', photo ?? '');
    await page.keyboard.press('Enter');
    await page.clock.runFor(2 * ROTATION_MS);
    await expect(slide(page)).toHaveAccessibleName('3 of 3');
    // Reduced motion: the news list stands still and nothing fades.
    await expect(page.getByTestId('news-marquee')).toHaveAttribute('data-moving', 'false');
    expect(await slide(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    expect(errors).toEqual([]);
  });
});

test.describe('kiosk standalone (the lobby screen URL)', () => {
  for (const path of ['/HomeKiosk', '/']) {
    test(`runs from its own index.html at ${path}`, async ({ page, site, errors }) => {
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.clock.install();
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`${site.url('mf_kiosk')}${path}`);
      await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'live');
      await expect(page.getByRole('heading', { level: 2, name: 'Activities' })).toBeVisible();
      await expect(page.getByTestId('activity-photo')).toHaveCount(2);
      await page.clock.runFor(ROTATION_MS);
      await expect(page.getByRole('heading', { level: 2, name: 'School Achievements' })).toBeVisible();
      const allowed = new Set([site.url('mf_kiosk'), site.apiBaseUrl].map((u) => new URL(u).origin));
      expect(requests.filter((u) => u.startsWith('http') && !allowed.has(new URL(u).origin))).toEqual([]);
      if (path === '/') {
        await expectImagesLoaded(page);
        mkdirSync(SHOTS, { recursive: true });
        await page.screenshot({ path: `${SHOTS}/standalone-slide2-1920x1080.png`, animations: 'disabled' });
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('kiosk when the provider goes away', () => {
  test('keeps its content while the API is down, recovers when it returns, and survives a reload', async ({
    page,
    site,
    errors,
  }) => {
    const api = new URL(site.apiBaseUrl).origin;
    const toApi = (url: URL) => url.origin === api;
    await page.clock.install();
    await page.goto(`${site.url('shell')}/HomeKiosk`);
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'live');
    const captions = await page.locator('figcaption').allTextContents();
    expect(captions).toHaveLength(2);

    // Provider gone: the next refresh fails, the content stays.
    let aborted = 0;
    await page.route(toApi, (route) => {
      aborted++;
      return route.abort('connectionrefused');
    });
    // Ten minutes pass at once (each timer fires at most once): the photos' and slides' every turn is the soak's to run.
    await page.clock.fastForward(REFRESH_MS);
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'offline');
    expect(aborted).toBeGreaterThan(0);
    await expect(page.getByText('Offline: showing the last content received')).toBeVisible();
    await page.clock.runFor(2 * ROTATION_MS + 1);
    await expect(slide(page)).toHaveAccessibleName('1 of 3');
    await expect(page.locator('figcaption')).toHaveText(captions);

    // Still down across a reload: the local copy is shown.
    await page.reload();
    await expect(page.locator('figcaption')).toHaveText(captions);
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'offline');

    // Back again: a retry within the backoff picks it up without reloading the page.
    await page.unroute(toApi);
    await page.clock.runFor(60_000);
    await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', 'live');
    await expect(page.getByText('Offline: showing the last content received')).toHaveCount(0);
    await expect(page.locator('figcaption')).toHaveText(captions);
    expect(errors).toEqual([]);
  });
});

test.describe('kiosk without data', () => {
  for (const mode of ['empty', 'error'] as const) {
    test(`shows the fallback and placeholders when the provider answers ${mode === 'empty' ? 'empty lists' : 'HTTP 500'}`, async ({
      page,
      errors,
      siteWith,
    }) => {
      const site = await siteWith(mode);
      await page.clock.install();
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto(`${site.url('shell')}/HomeKiosk`);
      // Empty lists are an answer (placeholders, live); HTTP 500 is a provider that is down (retry).
      await expect(kiosk(page)).toHaveAttribute('data-kiosk-status', mode === 'empty' ? 'live' : 'offline');
      await expect(page.getByText('No Activities Found')).toBeVisible();
      if (mode === 'error') await expect(page.getByText('No content received yet: retrying')).toBeVisible();
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${mode}-slide1-1366x768.png`, animations: 'disabled' });
      await expectNoAxeViolations(page);
      await page.clock.runFor(ROTATION_MS);
      await expect(slide(page).getByText('Stay Tuned For More Updates')).toHaveCount(1);
      await page.clock.runFor(ROTATION_MS);
      await expect(slide(page).getByText('Stay Tuned For More Updates')).toHaveCount(3);
      await page.screenshot({ path: `${SHOTS}/${mode}-slide3-1366x768.png`, animations: 'disabled' });
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
