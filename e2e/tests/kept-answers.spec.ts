// Content already seen stays: once /News has shown its items, a provider that drops does not
// empty it when the visitor comes back to it within the visit (shared-api's kept answers), and a
// page whose lists the browser had to answer from them says so in one line until the provider answers.
import type { Page } from '@playwright/test';
import { expect, openPage, test, untilHydrated, wakePage } from '../fixtures.ts';
import { hang, KEPT_LINE } from '../provider-faults.ts';

// page.route must see the page's requests: no service worker answers them here (decision record 014).

test('a page seen before keeps its items when the provider fails on the way back', async ({
  page,
  site,
  request,
  errors,
}) => {
  const res = await request.get(`${site.apiBaseUrl}/api/news/all/${site.runtimeConfig.schoolCode}`);
  const total = ((await res.json()) as { category?: string }[]).filter((i) => i.category === 'News').length;
  expect(total).toBeGreaterThan(0);

  // The visit starts on the server-rendered page: the browser has not asked for the news itself.
  await openPage(page, '/News', 'News');
  await expect(page.getByText('Total News:')).toHaveText(`Total News: ${total}`);
  // A still list moves to other pages as documents; once touched, its app keeps the visit.
  await wakePage(page);
  await page.evaluate(() => Object.assign(window, { sameVisit: true }));

  // Only the News page's own asks count: the home page between asks for the news too.
  let failed = 0;
  await page.route('**/api/news/all/**', (route) => {
    if (new URL(page.url()).pathname === '/News') failed++;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"provider down"}' });
  });
  await homeAndBack(page);

  // The page asked again, was refused, and shows what it showed before.
  await expect.poll(() => failed).toBeGreaterThan(0);
  await expect(page.getByText('Total News:')).toHaveText(`Total News: ${total}`);
  await expect(page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Within the app: no page load in between.
  expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
  expect(errors).toEqual([]);
});

test.describe('a provider that hangs after a page was woken', () => {
  test.afterEach(async ({ request, site }) => hang(request, site, []));

  test('the lists keep their items through a filter change and a page asked again, the line says so, and goes when it answers', async ({
    page,
    site,
    request,
    errors,
  }) => {
    // The browser waits out its data deadline (5 s) before it answers from kept answers.
    test.slow();
    await openPage(page, '/News', 'News');
    const count = page.getByText(/^Total News: [1-9]\d*$/);
    await expect(count).toBeVisible();
    const total = (await count.textContent()) ?? '';
    await wakePage(page);
    await page.evaluate(() => Object.assign(window, { sameVisit: true }));
    const news = page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 });
    const first = (await news.first().textContent()) ?? '';

    const asked: string[] = [];
    page.on('request', (r) => r.url().startsWith(`${site.apiBaseUrl}/api/news/all/`) && asked.push(r.url()));
    await hang(request, site, ['lists']);
    // A filter works on the list the page holds: nothing is asked, nothing is lost.
    const year = page.getByRole('combobox', { name: 'Year' });
    await year.selectOption({ index: 1 });
    await expect(page).toHaveURL(/year=/);
    await year.selectOption({ index: 0 });
    await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
    await expect(page.getByText(KEPT_LINE)).toHaveCount(0);

    // Back on it within the app, the page asks the provider again, which does not answer.
    await homeAndBack(page);
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(page.getByText(KEPT_LINE)).toBeVisible();
    await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
    await expect(news.first()).toHaveText(first);
    expect(await page.getByText('Stay Tuned For More Updates').count()).toBe(0);

    // The provider answers the call still open: the line goes, the items stay.
    await hang(request, site, []);
    await expect(page.getByText(KEPT_LINE)).toHaveCount(0);
    await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
    expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** To the home page within the app, then Back: the News page is left, and mounted again. */
async function homeAndBack(page: Page) {
  // The app must answer the link, not the browser: a link React has not hydrated yet loads a
  // document, and Back then loads /News as a still page, which asks nothing (it failed so in CI).
  const home = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true });
  await untilHydrated(home);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
}
