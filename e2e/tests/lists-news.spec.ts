// News and School Notice in the composed site, against dev-api's demo data.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { NOT_ANSWERING } from '@school/shared-ui/kept-answers-line';
import { expect, openPage, test } from '../fixtures.ts';

type Raw = { category?: string; title: string; date: string; attachments?: string[] };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const cards = (page: Page) =>
  page.getByRole('list', { name: /^(News|School Notice)$/ }).getByRole('heading', { level: 2 });
const count = (page: Page, label: string) => page.getByText(`${label}:`);

for (const { path, title, label, category, source } of [
  { path: '/News', title: 'News', label: 'Total News', category: 'News', source: 'news/all' },
  {
    path: '/SchoolNotice',
    title: 'School Notice',
    label: 'Total Notices',
    category: 'NoticeBoard',
    source: 'content/all',
  },
]) {
  test.describe(title, () => {
    let items: Raw[] = [];
    test.beforeEach(async ({ site, request }) => {
      const res = await request.get(`${site.apiBaseUrl}/api/${source}/${site.runtimeConfig.schoolCode}`);
      items = ((await res.json()) as Raw[]).filter((i) => i.category === category);
      expect(items.length).toBeGreaterThan(30);
    });

    test('lists every item with a count, cards and attachments in a new tab; axe is clean', async ({
      page,
      errors,
    }) => {
      const consoleErrors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
      await openPage(page, path, title);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| `));
      await expect(count(page, label)).toHaveText(`${label}: ${items.length}`);
      await expect(cards(page)).toHaveCount(24);
      await expect(page.getByRole('link', { name: 'Show more' })).toBeVisible();
      const link = page.getByRole('link', { name: /^View Attachment: / }).first();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
      const res = await page.request.get((await link.getAttribute('href')) ?? '');
      expect(res.status()).toBe(200);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test('year, month and search filter independently, in the URL, across reload and back', async ({ page }) => {
      await openPage(page, path, title);
      const year = new Date(items[10]!.date).getUTCFullYear();
      await page.getByLabel('Year', { exact: true }).selectOption(String(year));
      const inYear = items.filter((i) => i.date.startsWith(String(year)));
      await expect(count(page, label)).toHaveText(`${label}: ${inYear.length}`);
      await expect(page).toHaveURL(new RegExp(`\\?year=${year}$`));

      const month = Number(inYear[0]!.date.slice(5, 7)) - 1;
      await page.getByLabel('Month', { exact: true }).selectOption(MONTHS[month]!);
      const inMonth = inYear.filter((i) => Number(i.date.slice(5, 7)) - 1 === month);
      await expect(count(page, label)).toHaveText(`${label}: ${inMonth.length}`);
      await expect(page).toHaveURL(new RegExp(`\\?year=${year}&month=${MONTHS[month]}$`));

      await page.getByLabel('Year', { exact: true }).selectOption('all');
      const anyYear = items.filter((i) => Number(i.date.slice(5, 7)) - 1 === month);
      await expect(count(page, label)).toHaveText(`${label}: ${anyYear.length}`);

      const word = items[0]!.title
        .split(' ')
        .find((w) => /^[A-Za-z]{5,}$/.test(w))!
        .toUpperCase();
      await page.getByLabel('Search', { exact: true }).fill(word);
      const matching = anyYear.filter((i) => i.title.toUpperCase().includes(word));
      await expect(count(page, label)).toHaveText(`${label}: ${matching.length}`);
      for (const heading of await cards(page).allTextContents()) expect(heading.toUpperCase()).toContain(word);
      await expect(page).toHaveURL(new RegExp(`&q=${word}$`)); // written once typing pauses

      await page.reload();
      await expect(count(page, label)).toHaveText(`${label}: ${matching.length}`);
      await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
      await expect(page.getByLabel('Month', { exact: true })).toHaveValue(MONTHS[month]!);

      await page.goBack(); // the search replaced its entry: back undoes Year → All
      await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(year));
      await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
      await expect(count(page, label)).toHaveText(`${label}: ${inMonth.length}`);
      await page.goForward();
      await expect(page.getByLabel('Year', { exact: true })).toHaveValue('all');
    });

    test('a search that matches nothing says so', async ({ page }) => {
      await openPage(page, `${path}?q=zzzz-nothing`, title);
      await expect(page.getByRole('status').filter({ hasText: 'match the selected filters.' })).toBeVisible();
    });
  });
}

test.describe('News and School Notice without data', () => {
  for (const mode of ['empty', 'error'] as const) {
    test(`say what the provider ${mode === 'empty' ? 'answered' : 'did not answer'} (${mode})`, async ({
      page,
      errors,
      siteWith,
    }) => {
      const site = await siteWith(mode);
      for (const [path, title] of [
        ['/News', 'News'],
        ['/SchoolNotice', 'School Notice'],
      ] as const) {
        await openPage(page, site.url('shell') + path, title);
        if (mode === 'empty') {
          await expect(page.getByText('Stay Tuned For More Updates')).toBeVisible();
          await expect(page.getByText(/^Total (News|Notices): 0$/)).toBeVisible();
        } else {
          // Nothing kept: the list says the school's server is not answering, not that it has nothing (issue 52).
          await expect(page.getByText(NOT_ANSWERING)).toBeVisible();
          await expect(page.getByText('Stay Tuned For More Updates')).toHaveCount(0);
          await expect(page.getByText(/^Total (News|Notices):/)).toHaveCount(0);
        }
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
