// A provider that stops answering (alive, its connections open) after a page was seen: the pages
// keep their items and say so in one line; a form post it records but answers too late is not
// stored twice when the parent checks again (issue 35). dev-api's fault switch hangs it on the
// worker's own site, and every test turns it off again.
import { readTcRequests } from '@school/dev-api';
import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from '../fixtures.ts';
import { hang, KEPT_LINE } from '../provider-faults.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('a provider that hangs', () => {
  test.afterEach(async ({ request, site }) => hang(request, site, []));

  test('after a page was seen, the lists keep their items and one line says so, until it answers again', async ({
    page,
    site,
    request,
    errors,
  }) => {
    // Two renders wait out the data deadline (5 s here), and axe reads a list of every news item.
    test.slow();
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
    await expect(page.getByText(KEPT_LINE)).toHaveCount(0);

    await hang(request, site, ['lists']);
    // A page not in any cache yet, built from the same calls: the server waits its data deadline.
    const url = '/News?show=1000';
    await openPage(page, url, 'News');
    await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
    await expect(page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 }).first()).toHaveText(
      first ?? '',
    );
    await expect(page.getByText(KEPT_LINE)).toBeVisible();
    expect(await page.getByText('Stay Tuned For More Updates').count()).toBe(0);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);

    // In the server's HTML too, and it is cached only briefly.
    const html = await request.get(url);
    expect(html.headers()['cache-control']).toBe('public, max-age=0, s-maxage=2');
    const body = await html.text();
    expect(/The school&#39;s server is not answering; showing what it sent at \d\d:\d\d/.test(body)).toBe(true);
    expect(/Total News(?:<!-- -->)?: <strong>(\d+)<\/strong>/.exec(body)?.[1]).toBe(total.replace('Total News: ', ''));

    await hang(request, site, []);
    await expect
      .poll(async () => (await (await request.get(url)).text()).includes('not answering'), { timeout: 30_000 })
      .toBe(false);
    await page.reload();
    await expect(page.getByText(/^Total News: \d+$/)).toHaveText(total);
    await expect(page.getByText(KEPT_LINE)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a TC request it records but answers too late is not confirmed, and checking again stores it once', async ({
    page,
    site,
    request,
  }) => {
    const admission = `A-HANG-${Date.now() % 1e6}`;
    await hang(request, site, ['posts']);
    await openPage(page, '/Tc', 'Transfer Certificate');
    await page.getByLabel('Admission No.').fill(admission);
    await page.getByLabel('Student Full Name').fill('Ananya Dsouza');
    await page.getByRole('button', { name: 'Submit' }).click();

    // The shell stops waiting (10 s) while the provider holds its answer.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('We could not confirm your request', { timeout: 20_000 });
    await expect(alert).toContainText('it may have arrived');
    await expect(alert).not.toContainText(/fail/i);
    await expect(page.getByLabel('Admission No.')).toHaveValue(admission);
    await expect(page.getByLabel('Student Full Name')).toHaveValue('Ananya Dsouza');
    const stored = async () => (await readTcRequests(site.dataDir)).filter((r) => r.admission === admission);
    expect(await stored()).toHaveLength(1);

    await hang(request, site, []);
    const download = page.waitForEvent('download', { predicate: (d) => d.suggestedFilename() === 'tc.jpg' });
    await page.getByRole('button', { name: 'Check again' }).click();
    await download;
    await expect(page.getByRole('status')).toHaveText('Your transfer certificate has been downloaded as tc.jpg.');
    expect(await stored()).toHaveLength(1);
  });
});
