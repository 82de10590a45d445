// Toppers in the composed site, against dev-api's demo data.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../fixtures.ts';

type RawTopper = { name: string; class: string; sessionYear: string; attachments: string[] };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const year = new Date().getFullYear();
const currentSession = `${year - 1}-${year}`;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const names = (page: Page) => page.getByRole('list', { name: 'Toppers' }).getByRole('heading', { level: 2 });

test.describe('Toppers', () => {
  let classX: RawTopper[] = [];
  test.beforeEach(async ({ site, request }) => {
    const all = (await (
      await request.get(`${site.apiBaseUrl}/api/topper/${site.runtimeConfig.schoolCode}`)
    ).json()) as RawTopper[];
    classX = all.filter((t) => t.class === 'X');
    expect(classX.length).toBeLessThan(all.length);
  });

  test('opens on the previous-to-current session, class X only, photo or trophy', async ({ page, errors }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await openPage(page, '/Toppers', 'Toppers');
    await expect(page.getByLabel('Session', { exact: true })).toHaveValue(currentSession);
    const expected = classX.filter((t) => t.sessionYear === currentSession);
    await expect(names(page)).toHaveText(expected.map((t) => t.name));
    await expect(page.getByText('Total Toppers:')).toHaveText(`Total Toppers: ${expected.length}`);
    const sessions = [...new Set(classX.map((t) => t.sessionYear))].sort().reverse();
    await expect(page.getByLabel('Session', { exact: true }).locator('option')).toHaveText(sessions);
    const cards = page.getByRole('list', { name: 'Toppers' }).getByRole('article');
    await expect(cards.locator('img')).toHaveCount(expected.filter((t) => t.attachments.length > 0).length);
    await expect(cards.getByTestId('trophy')).toHaveCount(expected.filter((t) => t.attachments.length === 0).length);
    await expect(cards.first()).toContainText('%');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('session select and name search, kept in the URL, with back and forward', async ({ page }) => {
    await openPage(page, '/Toppers', 'Toppers');
    const older = classX.find((t) => t.sessionYear !== currentSession)!;
    await page.getByLabel('Session', { exact: true }).selectOption(older.sessionYear);
    await expect(page).toHaveURL(new RegExp(`\\?session=${older.sessionYear}$`));
    await expect(names(page)).toHaveText(classX.filter((t) => t.sessionYear === older.sessionYear).map((t) => t.name));
    const surname = older.name.split(' ').at(-1)!;
    await page.getByLabel('Search', { exact: true }).fill(surname.toLowerCase());
    await expect(names(page).first()).toHaveText(older.name);
    // The list follows the search once it is committed to the URL (typing paused for 300 ms).
    await expect(async () => {
      for (const name of await names(page).allTextContents())
        expect(name.toLowerCase()).toContain(surname.toLowerCase());
    }).toPass();
    await expect(page).toHaveURL(/&q=/);
    await page.reload();
    await expect(page.getByLabel('Session', { exact: true })).toHaveValue(older.sessionYear);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(surname.toLowerCase());
    await page.goBack();
    await expect(page.getByLabel('Session', { exact: true })).toHaveValue(currentSession);
    await page.goForward();
    await expect(page.getByLabel('Session', { exact: true })).toHaveValue(older.sessionYear);
    // A session chosen while the search still waits to reach the URL stays chosen.
    await page.getByLabel('Search', { exact: true }).fill('zzzz');
    await page.getByLabel('Session', { exact: true }).selectOption(currentSession);
    await expect(page).toHaveURL(new RegExp(`\\?session=${currentSession}&q=zzzz$`));
    await expect(page.getByLabel('Session', { exact: true })).toHaveValue(currentSession);
    await expect(page.getByText('No toppers match the selected session and name.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const mode of ['empty', 'error'] as const) {
    test(`shows the placeholder when the provider is ${mode}`, async ({ page, errors, siteWith }) => {
      const site = await siteWith(mode);
      await openPage(page, site.url('shell') + '/Toppers', 'Toppers');
      await expect(page.getByText('Stay Tuned For More Updates')).toBeVisible();
      await expect(page.getByLabel('Session', { exact: true })).toHaveValue(currentSession);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
