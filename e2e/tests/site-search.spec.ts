// The site search in the composed site, against dev-api's demo data: the header's form to /Search,
// with JavaScript off and on, typos, a result's link and the suggestions while typing.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../fixtures.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const header = (page: Page) => page.getByRole('search', { name: 'Site' });
const results = (page: Page) => page.getByRole('list', { name: 'Search results' }).getByRole('listitem');

async function searchFromHeader(page: Page, query: string) {
  await header(page).getByRole('searchbox', { name: 'Search the site' }).fill(query);
  await header(page).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header searches the site and the page lists the results, the match marked', async ({ page }) => {
    await openPage(page, '/News', 'News');
    await searchFromHeader(page, 'fees');
    await expect(page).toHaveURL(/\/Search\?q=fees$/);
    await expect(page.getByText(/^\d+ results? for “fees”/)).toBeVisible();
    const first = results(page).first();
    await expect(first.locator('mark').first()).toHaveText(/^fees?$/i);
    await expect(first.getByText(/^(Notice|News|Circular|Page|Event)$/)).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  test('the header searches the site; a typo still finds it; axe is clean', async ({ page, errors }) => {
    await openPage(page, '/Events', 'Events');
    await searchFromHeader(page, 'feess');
    await expect(page.getByText(/^\d+ results? for “feess”/)).toBeVisible();
    await expect(results(page).first().locator('mark').first()).toHaveText(/^fees?$/i);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("a result's link opens the story's own page", async ({ page, errors }) => {
    await openPage(page, '/Search?q=timing%20of%20bus%20route', 'Search');
    const notice = results(page).filter({ hasText: 'Notice' }).first();
    const title = (await notice.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await notice.getByRole('link').click();
    await expect(page).toHaveURL(/\/SchoolNoticeItem\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to School Notice/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('suggests results while typing, and a suggestion opens its page', async ({ page, errors }) => {
    await openPage(page, '/Gallery', 'Gallery');
    await header(page).getByRole('searchbox', { name: 'Search the site' }).pressSequentially('contact', { delay: 30 });
    const suggestions = header(page).getByRole('list', { name: 'Suggestions' });
    const contact = suggestions.getByRole('link', { name: /Contact Us/ });
    await expect(contact).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await contact.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(suggestions).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('on a phone, suggestions with long titles keep the page its width and the Search button on screen', async ({
    page,
    errors,
  }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await openPage(page, '/About', 'About Us');
      await header(page).getByRole('searchbox', { name: 'Search the site' }).pressSequentially('exam', { delay: 30 });
      const links = header(page).getByRole('list', { name: 'Suggestions' }).getByRole('link');
      await expect(links.first()).toBeVisible();
      // Titles too long for one line beside their kind at this width.
      expect(Math.max(...(await links.allTextContents()).map((t) => t.length))).toBeGreaterThan(40);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await expect(header(page).getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 });
      for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
    }
    expect(errors).toEqual([]);
  });

  test('the JSON is same-origin, briefly cacheable and never markup', async ({ page }) => {
    const res = await page.request.get('/Search?q=%3Cscript%3Efees&format=json');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/json/);
    expect(res.headers()['cache-control']).toBe('public, max-age=30');
    const body = (await res.json()) as { query: string };
    expect(body.query).toBe('<script>fees');
  });
});
