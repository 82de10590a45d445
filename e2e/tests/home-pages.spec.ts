// mf-home's message pages and school information pages with dev-api data, each checked by axe
// (WCAG 2.2 AA tags) as it is read, and the home page with its popup open and closed. The load each
// test reads is also checked as security-headers.spec.ts checks every other page: headers, policy,
// console (page-policy.ts).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../fixtures.ts';
import { scrollThroughHome } from '../home-blocks.ts';
import { openWatched } from '../page-policy.ts';
import { infoPages, messagePages } from '../school-pages.ts';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

// These machines have no internet: the contact page's map frame gets a page of the test's own,
// which axe can read at once (a frame that cannot load holds axe until its frame timeout).
test.beforeEach(async ({ context }) => {
  await context.route('https://www.google.com/maps**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>',
    }),
  );
});

test.describe('message pages', () => {
  for (const { path, title, category } of messagePages) {
    test(`${path} shows the record: breadcrumb, photo, name, category, sanitised body; axe finds nothing`, async ({
      page,
      errors,
    }) => {
      const watch = await openWatched(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
        'Home',
        'School',
        title,
      ]);
      const message = page.getByTestId('message');
      await expect(message.getByRole('heading', { level: 2 })).toHaveText(/^Sr\. /);
      await expect(message.locator('.category')).toHaveText(category);
      await expect(message.locator('img')).toHaveAttribute('src', /^\/img\/\d+\/uploads\/people\//);
      await expect(message.locator('li').first()).toBeVisible();
      expect(await message.locator('script, [onerror], [onclick]').count()).toBe(0);
      await watch.expectClean();
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('school information pages', () => {
  for (const { path, title, text } of infoPages) {
    test(`${path} renders its content; axe finds nothing`, async ({ page, errors }) => {
      const watch = await openWatched(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      await expect(page).toHaveTitle(`${title} | St. Mary's Convent School`);
      await watch.expectClean();
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('OurStaff has about 83 rows, SchoolInfrastructure 8 captioned pictures, Contactus a titled map', async ({
    page,
  }) => {
    await openPage(page, '/OurStaff', 'Our Staff');
    await expect(page.getByTestId('staff-table').locator('tbody tr')).toHaveCount(83);
    await openPage(page, '/SchoolInfrastructure', 'School Infrastructure');
    await expect(page.getByTestId('infrastructure-grid').locator('figcaption')).toHaveText([
      'Library',
      'Dance + Music',
      'Dance + Music',
      'Smart Classroom',
      'Computer Lab',
      'Biology Lab',
      'Physics Lab',
      'Chemistry Lab',
    ]);
    const loaded = await page
      .getByTestId('infrastructure-grid')
      .locator('img')
      .first()
      .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
    expect(loaded).toBeGreaterThan(0);
    await openPage(page, '/ContactUs', 'Contact Us');
    await expect(page.getByTestId('contact-details').getByRole('link', { name: /^\+91/ })).toHaveCount(2);
    await expect(page.getByTitle(/^Map showing the location of/)).toHaveAttribute('src', /google\.com\/maps/);
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('the home page, with its popup open and after closing it', async ({ page, errors }) => {
    // Two axe runs over the largest page of the site: slow on a busy machine.
    test.setTimeout(180_000);
    const watch = await openWatched(page, '/');
    await expect(page.locator('#root')).not.toBeEmpty();
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popup).toBeVisible();
    // The blocks below the fold mount as they come near the viewport: scroll down the page, as
    // a visitor does, so axe sees every block.
    await scrollThroughHome(page);
    await expect(page.getByTestId('toppers').getByRole('group').first()).toBeAttached();
    await expect(page.getByTestId('quick-buttons').getByRole('link').first()).toBeAttached();
    await watch.expectClean();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(page.getByTestId('news')).not.toContainText('Stay Tuned');
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
