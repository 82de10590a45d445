// Content already seen stays: once /News has shown its items, a provider that drops does not
// empty it when the visitor comes back to it within the visit (shared-api's kept answers).
import { expect, openPage, test, wakePage } from '../fixtures.ts';

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

  let failed = 0;
  await page.route('**/api/news/all/**', (route) => {
    failed++;
    return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"provider down"}' });
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();

  // The page asked again, was refused, and shows what it showed before.
  await expect.poll(() => failed).toBeGreaterThan(0);
  await expect(page.getByText('Total News:')).toHaveText(`Total News: ${total}`);
  await expect(page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
  // Within the app: no page load in between.
  expect(await page.evaluate(() => (window as unknown as { sameVisit?: boolean }).sameVisit)).toBe(true);
  expect(errors).toEqual([]);
});
