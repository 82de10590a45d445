// What a visitor's walk through the demo site turned up (issue 15): the lightbox shows the photo
// at once, the kiosk shows each achievement once, video cards show YouTube's still, and the demo's
// portal links open pages of this project. (/Events starting at the next event: lists-events.spec.ts.)
import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { expect, test } from '../fixtures.ts';

const SHOTS = '/tmp/shots/visitor-polish';
const WIDTHS = [390, 1366];

/** Console errors, CSP violations included ("Refused to load the image … Content Security Policy"). */
function consoleErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m: ConsoleMessage) => m.type() === 'error' && errors.push(m.text()));
  return errors;
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

test("the lightbox shows the grid's copy at once while the full-size photo loads", async ({ page, errors }) => {
  const consoleErrors = consoleErrorsOf(page);
  // Once the grid's copy has come, the pictures asked for (the lightbox's copies) are held back.
  const release: (() => void)[] = [];
  const pictures = (url: URL) => url.pathname.startsWith('/img/');
  const hold = async (route: Route) => {
    await new Promise<void>((resolve) => release.push(resolve));
    // Once unrouted, Playwright may have let the request through itself.
    await route.continue().catch(() => undefined);
  };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/Gallery?year=all');
    await page
      .getByTestId('album-list')
      .getByRole('link', { name: /^View More/ })
      .first()
      .click();
    const thumb = page.getByTestId('photo-grid').getByRole('link').first().locator('img');
    await expect(thumb).toHaveJSProperty('complete', true);
    const thumbSrc: string = await thumb.evaluate((img: HTMLImageElement) => img.currentSrc);
    await page.route(pictures, hold);
    await page.getByTestId('photo-grid').getByRole('link').first().click();

    const current = page.locator('.yarl__slide_current');
    const placeholder = current.getByTestId('lightbox-thumbnail');
    const full = current.locator('img.yarl__slide_image');
    // A small slide: Chromium may take the grid's copy it holds for the slide itself (it did when the
    // grid's images were drawn by the app); otherwise the grid's copy stands in, as on a wide screen.
    const tookGridCopy = () =>
      full
        .evaluate((img: HTMLImageElement, src) => img.complete && img.currentSrc === src, thumbSrc)
        .catch(() => false);
    await expect.poll(async () => (await tookGridCopy()) || (await placeholder.isVisible())).toBe(true);
    if (width < 480 && (await tookGridCopy())) {
      await page.unroute(pictures, hold);
      for (const go of release.splice(0)) go();
      await page.keyboard.press('Escape');
      continue;
    }
    // At once: the grid's copy, loaded and on show, while the full-size photo is still held back.
    await expect(placeholder).toBeVisible();
    expect(await placeholder.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(thumbSrc);
    expect(await placeholder.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(full).toHaveClass(/yarl__slide_image_loading/);
    await shoot(page, 'lightbox-loading');

    await page.unroute(pictures, hold);
    for (const go of release.splice(0)) go();
    await expect(placeholder).toHaveCount(0);
    await expect(full).not.toHaveClass(/yarl__slide_image_loading/);
    await expect(full).toHaveJSProperty('complete', true);
    await shoot(page, 'lightbox-loaded');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  // Let through whatever the lightbox preloaded and is still waiting.
  for (const go of release.splice(0)) go();
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the kiosk shows an achievement filed under both spellings once', async ({ page, site, errors }) => {
  type Record = { _id: string; title: string; category: string; date: string };
  const gallery = (await (await fetch(`${site.apiBaseUrl}/api/gallery/All/SMCS01`)).json()) as Record[];
  const kiosk = gallery.filter(
    (g) => ['Achievements', 'Achivements'].includes(g.category) && g.date.startsWith('2024'),
  );
  const unique = [...new Map(kiosk.map((g) => [g.title, g])).values()];
  // dev-api files some records under both spellings, with the same id or again with another.
  expect(unique.length).toBeLessThan(new Set(kiosk.map((g) => g._id)).size);

  await page.clock.install();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/HomeKiosk');
  await expect(page.getByTestId('kiosk')).toHaveAttribute('data-kiosk-status', 'live');
  await page.clock.runFor(80_000);
  await expect(page.getByRole('heading', { level: 2, name: 'School Achievements' })).toBeVisible();
  const pages = Math.ceil(unique.length / 4);
  const shown: string[] = [];
  for (let i = 0; i < pages; i++) {
    if (pages > 1) await expect(page.getByText(`${i + 1} / ${pages}`)).toBeVisible();
    shown.push(
      ...(await page.getByRole('group').getByRole('article').getByRole('heading', { level: 3 }).allTextContents()),
    );
    await page.clock.runFor(Math.max(8_000, Math.floor(80_000 / pages)));
  }
  expect(shown.sort()).toEqual(unique.map((g) => g.title).sort());
  expect(errors).toEqual([]);
});

test("video cards show YouTube's still for YouTube links and the drawn poster otherwise, within the CSP", async ({
  page,
  site,
  errors,
}) => {
  const consoleErrors = consoleErrorsOf(page);
  const stills: string[] = [];
  // The still comes from YouTube in production; here a picture of dev-api's stands in for it.
  const standIn = await (await fetch(`${site.apiBaseUrl}/api/image/uploads/gallery/2024/x/01.jpg?w=480`)).arrayBuffer();
  await page.route('https://i.ytimg.com/**', async (route) => {
    stills.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'image/jpeg', body: Buffer.from(standIn) });
  });
  const videos = (await (await fetch(`${site.apiBaseUrl}/api/video/All/SMCS01`)).json()) as {
    title: string;
    videoUrl: string;
  }[];
  const youtubeId = (url: string) =>
    /^https:\/\/(?:www\.youtube\.com\/(?:watch\?v=|shorts\/|embed\/)|youtu\.be\/)([\w-]{11})$/.exec(url)?.[1];
  expect(videos.some((v) => youtubeId(v.videoUrl))).toBe(true);
  expect(videos.some((v) => !youtubeId(v.videoUrl))).toBe(true);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/VideoGallery?year=all');
    const links = page.getByTestId('video-list').getByRole('link');
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      const id = youtubeId((await link.getAttribute('href'))!);
      const still = link.locator('img');
      if (id) await expect(still).toHaveAttribute('src', `https://i.ytimg.com/vi/${id}/hqdefault.jpg`);
      else await expect(still).toHaveCount(0);
    }
    await links.first().scrollIntoViewIfNeeded();
    await expect(links.first().locator('img')).toHaveJSProperty('complete', true);
    await shoot(page, 'video-cards');
  }
  expect(stills.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
  expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the demo profile's portal links open pages of this project", async ({ page, context, site, errors }) => {
  await page.goto('/');
  // The notification popup opens by itself on the home page: its "Apply Online" and "Pay Now"
  // are dev-api's demo pages too, and the page names no example.edu. Then it is closed.
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup).toBeVisible();
  const provider = new URL(site.apiBaseUrl).origin;
  for (const [name, path] of [
    ['Apply Online', '/demo/portal/admission'],
    ['Pay Now', '/demo/portal/payment'],
  ]) {
    const link = popup.getByRole('link', { name });
    // The first Next wakes the page: each tap is answered before the next.
    for (let n = 0; n < 5 && !(await link.isVisible()); n++) {
      const position = popup.getByText(/^\d+ of \d+$/);
      const at = (await position.textContent())!;
      await popup.getByRole('button', { name: /Next/ }).click();
      await expect(position).not.toHaveText(at);
    }
    await expect(link).toHaveAttribute('href', provider + path);
  }
  expect(await page.content()).not.toContain('example.edu');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  const admission = page
    .getByRole('banner')
    .getByRole('link', { name: /^Admission/ })
    .first();
  // Not the closed popup's own Pay Now.
  const payment = page.locator(`a[href$="/demo/portal/payment"]:visible`).first();
  for (const [link, heading] of [
    [admission, 'Admission portal'],
    [payment, 'Online payment'],
  ] as const) {
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).origin).toBe(new URL(site.apiBaseUrl).origin);
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(tab.getByText('runtime-config.json')).toBeVisible();
    await tab.setViewportSize({ width: 390, height: 800 });
    await shoot(tab, `portal-${heading.split(' ')[0]!.toLowerCase()}`);
    await tab.close();
  }
  expect(errors).toEqual([]);
});
