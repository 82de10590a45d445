// A provider that stops answering (alive, its connections open) after a page was seen: the pages
// keep their items and say so in one line; a form post it records but answers too late is not
// stored twice when the parent checks again (issue 35). dev-api's fault switch hangs it on the
// worker's own site, and every test turns it off again.
import { FAULTS_PATH, readTcRequests, type Fault } from '@school/dev-api';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, openPage, test, waitsUntilReady, type Site } from '../fixtures.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const LINE = /^The school's server is not answering; showing what it sent at \d\d:\d\d$/;

async function hang(request: APIRequestContext, site: Site, on: Fault[]) {
  const res = await request.put(`${site.apiBaseUrl}${FAULTS_PATH}`, { data: { on } });
  expect(res.ok()).toBe(true);
}

test.describe('a provider that hangs', () => {
  test.afterEach(async ({ request, site }) => hang(request, site, []));

  // The lists and the posts hang at once, so their waits (the data deadline, the shell's post
  // timeout) overlap: a reader of the news and a parent asking for a TC, each in a page of their own.
  test('after a page was seen, the lists keep their items and one line says so, until it answers again; a TC request it records but answers too late is not confirmed, and checking again stores it once', async ({
    page,
    context,
    site,
    request,
    errors,
  }) => {
    // Two renders wait out the data deadline (5 s here), and the post the shell's (10 s).
    test.slow();
    const parent = waitsUntilReady(await context.newPage());
    parent.on('pageerror', (e) => errors.push(e.message));
    await openPage(page, '/News', 'News');
    // The page asks again once it runs (its region renders anew in the browser): read it once it has answered.
    const count = page.getByText(/^Total News: [1-9]\d*$/);
    await expect(count).toBeVisible();
    const total = (await count.textContent()) ?? '';
    const first = await page
      .getByRole('list', { name: 'News' })
      .getByRole('heading', { level: 2 })
      .first()
      .textContent();
    await expect(page.getByText(LINE)).toHaveCount(0);

    await hang(request, site, ['lists', 'posts']);
    // A page not in any cache yet (two pages of cards), built from the same calls: the server waits its data deadline.
    const url = '/News?show=48';
    const admission = `A-HANG-${Date.now() % 1e6}`;
    const stored = async () => (await readTcRequests(site.dataDir)).filter((r) => r.admission === admission);
    await Promise.all([
      (async () => {
        await openPage(page, url, 'News');
        await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
        await expect(page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 }).first()).toHaveText(
          first ?? '',
        );
        await expect(page.getByText(LINE)).toBeVisible();
        expect(await page.getByText('Stay Tuned For More Updates').count()).toBe(0);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(violations.map((v) => v.id)).toEqual([]);

        // In the server's HTML too, and it is cached only briefly.
        const html = await request.get(url);
        expect(html.headers()['cache-control']).toBe('public, max-age=0, s-maxage=2');
        const body = await html.text();
        expect(/The school&#39;s server is not answering; showing what it sent at \d\d:\d\d/.test(body)).toBe(true);
        expect(/Total News(?:<!-- -->)?: <strong>(\d+)<\/strong>/.exec(body)?.[1]).toBe(
          total.replace('Total News: ', ''),
        );
      })(),
      (async () => {
        await openPage(parent, '/Tc', 'Transfer Certificate');
        await parent.getByLabel('Admission No.').fill(admission);
        await parent.getByLabel('Student Full Name').fill('Ananya Dsouza');
        await parent.getByRole('button', { name: 'Submit' }).click();

        // The shell stops waiting (10 s) while the provider holds its answer.
        const alert = parent.getByRole('alert');
        await expect(alert).toContainText('We could not confirm your request', { timeout: 20_000 });
        await expect(alert).toContainText('it may have arrived');
        await expect(alert).not.toContainText(/fail/i);
        await expect(parent.getByLabel('Admission No.')).toHaveValue(admission);
        await expect(parent.getByLabel('Student Full Name')).toHaveValue('Ananya Dsouza');
        expect(await stored()).toHaveLength(1);
      })(),
    ]);

    await hang(request, site, []);
    await Promise.all([
      (async () => {
        await expect
          .poll(async () => (await (await request.get(url)).text()).includes('not answering'), { timeout: 30_000 })
          .toBe(false);
        await page.reload();
        await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
        await expect(page.getByText(LINE)).toHaveCount(0);
      })(),
      (async () => {
        const download = parent.waitForEvent('download', { predicate: (d) => d.suggestedFilename() === 'tc.jpg' });
        await parent.getByRole('button', { name: 'Check again' }).click();
        await download;
        await expect(parent.getByRole('status')).toHaveText('Your transfer certificate has been downloaded as tc.jpg.');
        expect(await stored()).toHaveLength(1);
      })(),
    ]);
    expect(errors).toEqual([]);
  });
});
