// mf-forms: WCAG 2.2 AA with axe on each page (also with messages showing), and screenshots at
// a laptop and a phone width for a person to look at (/tmp/shots/mf-forms, not committed). The
// laptop's are taken by the axe tests, of the very states axe reads.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../fixtures.ts';

// page.route must see the page's requests: no service worker answers them here (decision record 014).

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(tags).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

const LAPTOP = { width: 1366, height: 900 };
const shot = (page: Page, name: string, width: number, fullPage = true) =>
  page.screenshot({ path: `/tmp/shots/mf-forms/${name}-${width}.png`, fullPage });

/** The sample TC's picture loads lazily: bring it into view and let it paint. */
async function showSample(page: Page) {
  await page.getByRole('img', { name: /^Sample transfer certificate: / }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
}

const pages = [
  { path: '/Admission', title: 'Admission' },
  { path: '/Login', title: 'Login' },
  { path: '/Tc', title: 'Transfer Certificate' },
];

test.describe('forms accessibility', () => {
  for (const { path, title } of pages) {
    test(`${path} has no WCAG 2.2 AA violations, blank and with its messages showing`, async ({ page, errors }) => {
      await page.setViewportSize(LAPTOP);
      await openPage(page, path, title);
      expect(await axe(page)).toEqual([]);
      const name = path.slice(1).toLowerCase();
      if (path === '/Tc') await showSample(page);
      await shot(page, name, LAPTOP.width);
      await page.getByRole('button', { name: path === '/Login' ? 'Login' : 'Submit' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await shot(page, `${name}-errors`, LAPTOP.width);
      expect(errors).toEqual([]);
    });
  }

  test('the success and failure messages pass axe too', async ({ page }) => {
    await page.setViewportSize(LAPTOP);
    await openPage(page, '/Admission', 'Admission');
    await page.route('**/api/form/**', (route) =>
      route.fulfill({ status: 500, body: '{}', contentType: 'application/json' }),
    );
    await page.getByLabel('Mobile no').fill('9876500001');
    await page.getByLabel('Student name').fill('Ananya');
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByLabel(/^Confirm password/).fill('secret1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'admission-failed', LAPTOP.width, false);
    await page.unroute('**/api/form/**');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your Form Submitted Successfully.' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await shot(page, 'admission-success', LAPTOP.width, false);
  });

  test('/Login signed in, and the phone header that shows it, pass axe too', async ({ page, errors }) => {
    await openPage(page, '/Login', 'Login');
    await page.getByLabel('Mobile no').fill('9876543210');
    await page.getByLabel('Password').fill('demo123');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('main').getByRole('region', { name: 'Signed in as Demo Parent' })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('banner').getByRole('link', { name: /^Signed in as Demo Parent/ })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('screenshots at 390 px', async ({ page }) => {
    const width = 390;
    await page.setViewportSize({ width, height: 844 });
    for (const { path, title } of pages) {
      await openPage(page, path, title);
      const name = path.slice(1).toLowerCase();
      if (path === '/Tc') await showSample(page);
      await shot(page, name, width);
      await page.getByRole('button', { name: path === '/Login' ? 'Login' : 'Submit' }).click();
      // The tap wakes the still page and is answered once its app has come.
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await shot(page, `${name}-errors`, width);
    }
    await page.route('**/api/form/**', (route) => route.abort('failed'));
    await openPage(page, '/Admission', 'Admission');
    await page.getByLabel('Mobile no').fill(`9${String(width).padStart(9, '0')}`);
    await page.getByLabel('Student name').fill('Ananya Dsouza');
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByLabel(/^Confirm password/).fill('secret1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await shot(page, 'admission-failed', width, false);
    await page.unroute('**/api/form/**');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await shot(page, 'admission-success', width, false);
  });
});
