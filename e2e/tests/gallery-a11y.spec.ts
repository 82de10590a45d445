// axe (WCAG 2.2 AA tags) on every route of mf-gallery at desktop and phone widths (each page
// loaded once, then resized), including the open lightbox, the not-found state and the
// placeholders. GALLERY_SHOTS=1 also saves screenshots to /tmp/shots/mf-gallery for a visual check.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SHOTS = process.env.GALLERY_SHOTS ? '/tmp/shots/mf-gallery' : null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

const WIDTHS = [1366, 390] as const;
const viewportAt = (width: number) => ({ width, height: width > 800 ? 900 : 844 });

/** axe at each width on the page as it is (the same load, resized: the gallery's layout is CSS alone). */
async function check(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportAt(width));
    await settle(page);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(summary, `axe on ${name} at ${width}px`).toEqual([]);
    // The top of the page (full pages of 2 x 24 cards are too tall to look at).
    if (SHOTS)
      await page.screenshot({
        path: `${SHOTS}/${name}-${width}.png`,
        fullPage: true,
        clip: { x: 0, y: 0, width, height: width > 800 ? 1300 : 1500 },
      });
  }
  await page.setViewportSize(viewportAt(WIDTHS[0]));
}

async function firstDetail(page: Page, list: string) {
  await page.goto(list);
  return (await page
    .getByRole('link', { name: /^View More/ })
    .first()
    .getAttribute('href'))!;
}

/** Waits until lazy images in view have loaded, so a screenshot shows them (axe needs none). */
async function settle(page: Page) {
  // A list that is asking the provider again is dimmed (aria-busy) for that moment: axe judges the page as it then stays.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  if (SHOTS) await page.waitForLoadState('networkidle');
}

test.use({ viewport: viewportAt(WIDTHS[0]) });

test('list pages', async ({ page, errors }) => {
  test.setTimeout(120_000);
  for (const [path, name, heading] of [
    ['/Gallery', 'gallery', 'Gallery'],
    ['/Activites', 'activites', 'Achievements'],
    ['/KidsCorner', 'kids-corner', 'Kids Corner'],
    ['/VideoGallery', 'video-gallery', 'Video Gallery'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    await check(page, name);
  }
  expect(errors).toEqual([]);
});

test('detail pages, lightbox and not found', async ({ page, errors }) => {
  test.setTimeout(120_000);
  for (const [list, name] of [
    ['/Gallery', 'sub-gallery'],
    ['/Activites', 'sub-activites'],
    ['/KidsCorner?year=all', 'kids-corner-sub-gallery'],
  ] as const) {
    await page.goto(await firstDetail(page, list));
    await expect(page.getByTestId('photo-grid')).toBeVisible();
    await check(page, name);
  }
  await page.getByTestId('photo-grid').getByRole('link').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'lightbox');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/SubGallery?id=missing');
  await expect(page.getByRole('heading', { level: 1, name: 'Album not found' })).toBeVisible();
  await check(page, 'not-found');
  expect(errors).toEqual([]);
});

test('placeholders (empty provider)', async ({ page, errors, siteWith }) => {
  const s = await siteWith('empty');
  await page.goto(`${s.url('shell')}/KidsCorner`);
  await expect(page.getByTestId('placeholder-cards')).toBeVisible();
  await check(page, 'kids-corner-empty');
  await page.goto(`${s.url('shell')}/VideoGallery`);
  await expect(page.getByRole('status')).toBeVisible();
  await check(page, 'video-gallery-empty');
  expect(errors).toEqual([]);
});
