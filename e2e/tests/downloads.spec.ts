import { expect, openPage, test } from '../fixtures.ts';
import { getRendered } from '../rendered-page.ts';

const year = new Date().getFullYear();

test.describe('download pages', () => {
  test('HomeWork opens on the current year with PDF cards opening in a new tab', async ({ page, errors }) => {
    await openPage(page, '/HomeWork', 'Home Work');
    const select = page.getByRole('combobox', { name: 'Year' });
    await expect(select).toHaveValue(String(year));
    const cards = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /PDF/ }) });
    await expect(cards.first()).toBeVisible();
    // The list renders a page of cards at a time, saying so ("Showing 24 of 39 files") when there are more.
    const total = Number((await page.getByText(/^Total Home Work:/).textContent())?.match(/\d+/)?.[0]);
    const showing = page.getByText(/^Showing \d+ of \d+/);
    const shown = (await showing.count()) > 0 ? Number((await showing.textContent())?.match(/\d+/)?.[0]) : total;
    expect(shown).toBeLessThanOrEqual(total);
    expect(await cards.count()).toBe(shown);
    for (const date of await cards.locator('time').allTextContents())
      expect(date).toMatch(new RegExp(`^\\d{2} [A-Z][a-z]{2} ${year}$`));
    const link = cards.first().getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /\/api\/image\/.+\.pdf$/);

    await select.selectOption(String(year - 2));
    await expect(page).toHaveURL(new RegExp(`year=${year - 2}`));
    // The URL changes before the list has re-rendered for the new year.
    await expect(cards.locator('time').first()).toContainText(String(year - 2));
    for (const date of await cards.locator('time').allTextContents()) expect(date).toContain(String(year - 2));
    expect(errors).toEqual([]);
  });

  test('the first attachment is a real PDF', async ({ request }) => {
    // The server's HTML of the page links the same files a visitor's browser shows.
    const html = await (await getRendered(request, '/Syllabus')).text();
    const href = /href="([^"]+\.pdf)"/.exec(html.slice(html.indexOf('<main')))?.[1];
    expect(href, 'a PDF linked from /Syllabus').toBeTruthy();
    const res = await request.get(href!);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('Circular filters by year and title, and keeps the filters in the URL', async ({ page }) => {
    await openPage(page, '/Circular', 'Circular');
    const select = page.getByRole('combobox', { name: 'Year' });
    await expect(select).toHaveValue('all');
    await expect(select.locator('option').first()).toHaveText('All Years');
    const count = async () => Number((await page.getByText(/^Total Circular:/).textContent())?.match(/\d+/)?.[0]);
    await expect.poll(count).toBeGreaterThan(20);
    const all = await count();

    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('ANNUAL');
    await expect.poll(count).toBeLessThan(all);
    for (const t of await page
      .getByRole('main')
      .getByRole('listitem')
      .getByRole('heading', { level: 2 })
      .allTextContents())
      expect(t.toLowerCase()).toContain('annual');
    const searched = await count();

    await select.selectOption(String(year - 1));
    await expect.poll(count).toBeLessThanOrEqual(searched);
    await expect(page).toHaveURL(/q=ANNUAL/);
    await expect(page).toHaveURL(new RegExp(`year=${year - 1}`));

    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('ANNUAL');
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue(String(year - 1));

    await page.goBack();
    await expect(page.getByRole('combobox', { name: 'Year' })).toHaveValue('all');
    await expect(page.getByRole('searchbox', { name: 'Search', exact: true })).toHaveValue('ANNUAL');
  });

  test('a search that matches nothing shows the placeholder', async ({ page }) => {
    await openPage(page, '/Circular', 'Circular');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('zzzz-nothing');
    await expect(page.getByText('Stay Tuned For More Updates')).toBeVisible();
    await expect(page.getByText('Total Circular: 0')).toBeVisible();
  });
});
