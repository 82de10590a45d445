// Every item of every list is reachable without JavaScript (issue: lists without JavaScript): the
// filter bar is a GET form and "Show more" a link, which the server renders; with JavaScript the
// same controls work in place, without loading a page.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { MONTHS } from '@school/shared-api';
import { namedRoute, routeNames, shownParam } from '@school/shared-ui/site-map';
import { SHELL_IMAGE_PATH } from '@school/shared-ui/region-protocol';
import { MAX_SHOWN, PAGE_SIZE } from '../../shared-ui/src/lists/shown-param.ts';
import { expect, test } from '../fixtures.ts';
import { serverView } from '../server-html.ts';

type Raw = { category?: string; title: string; date: string };
const listOf = async (url: string): Promise<Raw[]> => {
  const body = (await (await fetch(url)).json()) as Raw[] | { data: Raw[] };
  return Array.isArray(body) ? body : body.data;
};
const newsOf = async (apiBaseUrl: string) =>
  (await listOf(`${apiBaseUrl}/api/news/all/SMCS01`)).filter((i) => i.category === 'News');
const albumsOf = async (apiBaseUrl: string) =>
  (await listOf(`${apiBaseUrl}/api/gallery/All/SMCS01`)).filter((i) => i.category === 'PhotoGallery');

const newsCards = (page: Page) => page.getByRole('list', { name: 'News' }).getByRole('heading', { level: 2 });
const albumCards = (page: Page) => page.getByTestId('album-list').getByRole('listitem');
const fileCards = (page: Page) => page.getByRole('list', { name: 'Circular' }).getByRole('listitem');
const showMore = (page: Page) => page.getByRole('link', { name: 'Show more' });
const countOf = async (page: Page, label: string) =>
  Number((await page.getByText(`${label}:`).textContent())?.match(/\d+/)?.[0]);

/** Follows "Show more" (a page load each) until the list ends; the cards then shown. */
async function followShowMore(page: Page, cards: Locator, total: number) {
  for (let shown = PAGE_SIZE; shown < total; shown += PAGE_SIZE) {
    await expect(cards).toHaveCount(shown);
    await expect(page.getByText(`Showing ${shown} of ${total} `)).toBeVisible();
    await showMore(page).click();
    await expect(page).toHaveURL(new RegExp(`[?&]${shownParam}=${shown + PAGE_SIZE}$`));
  }
  await expect(cards).toHaveCount(total);
  await expect(showMore(page)).toHaveCount(0);
}

/** The filter form's fields as a visitor without JavaScript sets them, then its Show button. */
async function submitFilters(page: Page, fields: { Year?: string; Month?: string; Search?: string }) {
  for (const [label, value] of Object.entries(fields)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'Search') await field.fill(value);
    else await field.selectOption(value);
  }
  await page.getByRole('search').getByRole('button', { name: 'Show', exact: true }).click();
}

/** A page of more cards than this takes the server seconds to render (large data set): it is read a year at a time. */
const ONE_PAGE_MOST = 2500;
const CARDS = 'main ul[aria-labelledby] > li, main [data-testid$="-list"] > li';
const totalIn = (texts: string[]) => Number(texts.find((t) => /^Total [^:]+:/.test(t))?.match(/\d+/)?.[0]);

/**
 * Reads each list page's server HTML (what a browser without JavaScript shows) at the most cards
 * ?show= takes, all years, and checks that it holds its whole list, which "Show more" reaches a
 * page at a time (the browser's walk of it is the tests above); says how many items that is. The
 * HTML is counted, not drawn: thousands of cards take Chromium seconds to lay out.
 */
async function everyListWhole(
  page: Page,
  request: APIRequestContext,
  { origin = '', only }: { origin?: string; only?: string[] } = {},
) {
  const lists = routeNames.map(namedRoute).filter((r) => r.viewParams?.includes(shownParam));
  expect(lists.length).toBeGreaterThanOrEqual(11);
  for (const { path } of lists.filter((r) => !only || only.includes(r.path))) {
    const first = await serverView(page, request, `${origin}${path}?year=all`, []);
    expect(first.status, path).toBe(200);
    const total = totalIn(first.texts);
    expect(total, path).toBeGreaterThan(0);
    const years = (first.options['Year'] ?? []).filter((v) => v !== 'all');
    let reached = 0;
    for (const year of total > ONE_PAGE_MOST ? years : ['all']) {
      const view = await serverView(page, request, `${origin}${path}?year=${year}&${shownParam}=${MAX_SHOWN}`, [CARDS]);
      expect(view.status, `${path} ${year}`).toBe(200);
      expect(
        view.texts.filter((t) => /^Showing \d+ of \d+ /.test(t)),
        `${path} ${year}`,
      ).toEqual([]);
      expect(view.counts[CARDS], `${path} ${year}`).toBe(totalIn(view.texts));
      reached += view.counts[CARDS]!;
    }
    expect(reached, path).toBe(total);
    console.log(`reachable without JavaScript${origin ? ' (large)' : ''}: ${path} ${reached} of ${total}`);
  }
}

const wordOf = (title: string) =>
  title
    .split(' ')
    .find((w) => /^[A-Za-z]{5,}$/.test(w))!
    .toLowerCase();

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Chromium ignores loading=lazy without JavaScript, so each page would have the site make every
  // card's picture, which no check here looks at.
  test.beforeEach(({ page }) => page.route(`**${SHELL_IMAGE_PATH}/**`, (route) => route.abort()));

  test('News: "Show more" links reach the last item, and the form filters by year, month and search', async ({
    page,
    site,
  }) => {
    const news = await newsOf(site.apiBaseUrl);
    expect(news.length).toBeGreaterThan(PAGE_SIZE * 3);
    await page.goto('/News');
    expect(await countOf(page, 'Total News')).toBe(news.length);
    await followShowMore(page, newsCards(page), news.length);
    expect((await newsCards(page).allTextContents()).sort()).toEqual(news.map((n) => n.title).sort());

    const year = new Date(news[10]!.date).getUTCFullYear();
    await submitFilters(page, { Year: String(year) });
    await expect(page).toHaveURL(new RegExp(`/News\\?year=${year}&month=all&q=$`));
    const inYear = news.filter((n) => n.date.startsWith(String(year)));
    expect(await countOf(page, 'Total News')).toBe(inYear.length);
    // The form starts the filtered list at one page.
    await expect(newsCards(page)).toHaveCount(Math.min(inYear.length, PAGE_SIZE));

    const month = Number(inYear[0]!.date.slice(5, 7)) - 1;
    await submitFilters(page, { Month: MONTHS[month]! });
    const inMonth = inYear.filter((n) => Number(n.date.slice(5, 7)) - 1 === month);
    expect(await countOf(page, 'Total News')).toBe(inMonth.length);
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(String(year));
    await expect(page.getByLabel('Month', { exact: true })).toHaveValue(MONTHS[month]!);

    const word = wordOf(news[0]!.title);
    await submitFilters(page, { Year: 'all', Month: 'all', Search: word });
    const matching = news.filter((n) => n.title.toLowerCase().includes(word));
    expect(await countOf(page, 'Total News')).toBe(matching.length);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue(word);
    for (const title of await newsCards(page).allTextContents()) expect(title.toLowerCase()).toContain(word);
    // Enter in the search box sends the form too.
    await page.getByLabel('Search', { exact: true }).fill('no such news at all');
    await page.getByLabel('Search', { exact: true }).press('Enter');
    expect(await countOf(page, 'Total News')).toBe(0);
  });

  test('Circular: "Show more" links reach the last file; year and search through the form', async ({ page }) => {
    await page.goto('/Circular');
    const total = await countOf(page, 'Total Circular');
    expect(total).toBeGreaterThan(PAGE_SIZE);
    await followShowMore(page, fileCards(page), total);

    const years = await page
      .getByLabel('Year', { exact: true })
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== 'all'));
    const year = years.at(-1)!;
    await submitFilters(page, { Year: year });
    const inYear = await countOf(page, 'Total Circular');
    expect(inYear).toBeGreaterThan(0);
    expect(inYear).toBeLessThan(total);
    for (const date of await fileCards(page).locator('time').allTextContents()) expect(date).toContain(year);

    const title = (await fileCards(page).first().getByRole('heading').textContent())!;
    await submitFilters(page, { Search: wordOf(title) });
    await expect(fileCards(page).first().getByRole('heading')).toHaveText(title);
    for (const heading of await fileCards(page).getByRole('heading').allTextContents())
      expect(heading.toLowerCase()).toContain(wordOf(title));
  });

  test('Gallery: "Show more" links reach the last album; year and month through the form', async ({ page, site }) => {
    const albums = await albumsOf(site.apiBaseUrl);
    await page.goto('/Gallery');
    expect(await countOf(page, 'Total Categories')).toBe(albums.length);
    await followShowMore(page, albumCards(page), albums.length);

    const year = albums[0]!.date.slice(0, 4);
    await submitFilters(page, { Year: year });
    const inYear = albums.filter((a) => a.date.startsWith(year));
    expect(await countOf(page, 'Total Categories')).toBe(inYear.length);
    const month = inYear[0]!.date.slice(5, 7);
    await submitFilters(page, { Month: MONTHS[Number(month) - 1]! });
    expect(await countOf(page, 'Total Categories')).toBe(inYear.filter((a) => a.date.slice(5, 7) === month).length);
  });

  test('every list page shows all its items when the URL asks for them, and bounds ?show=', async ({
    page,
    request,
  }) => {
    // Eleven lists, each read whole: 2,000 cards in all.
    await everyListWhole(page, request);
    // A count that is not whole pages shows whole pages.
    await page.goto(`/News?${shownParam}=30`);
    await expect(newsCards(page)).toHaveCount(PAGE_SIZE * 2);
  });

  // The other lists are as long as the demo's. One test a list: reading 5,000 news whole is about
  // 20 s of page loads on a quiet machine, and twice that beside the suite's other worker.
  for (const [path, what] of [
    ['/News', '5,000 news'],
    ['/Gallery', '2,000 albums'],
  ] as const)
    test(`with the large data set too: ${path} (${what})`, async ({ page, request, siteWith }) => {
      const large = await siteWith('large');
      await everyListWhole(page, request, { origin: large.url('shell'), only: [path] });
    });

  test("/HomeKiosk says what it is, on the shell and on the kiosk's own page", async ({ page, site }) => {
    for (const url of ['/HomeKiosk', `${site.url('mf_kiosk')}/HomeKiosk`]) {
      await page.goto(url);
      // (Playwright's text locators skip <noscript>; a browser without JavaScript shows it.)
      expect(await page.locator('body').innerText(), url).toContain(
        "This is the school's lobby display. It needs JavaScript to run.",
      );
      // On the first screen, not below the shell's full-height layout.
      await expect(page.locator('noscript > p'), url).toBeInViewport();
    }
  });
});

test.describe('with JavaScript', () => {
  test('News: Show more, the selects and the search work in place, without loading a page', async ({
    page,
    site,
    errors,
  }) => {
    const news = await newsOf(site.apiBaseUrl);
    await page.goto('/News');
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    const samePage = () => page.evaluate(() => (window as { __samePage?: boolean }).__samePage === true);
    // A still list: the first tap wakes it, and Show more then grows it in place.
    await showMore(page).click();
    await expect(newsCards(page)).toHaveCount(PAGE_SIZE * 2);
    // The form's Show button is for a page without its app: once awake, hidden until a keyboard reaches it.
    await expect(page.getByRole('search').getByRole('button', { name: 'Show', exact: true })).toHaveCSS(
      'position',
      'absolute',
    );
    // The count is written in place of the entry's URL, so Back and a reload come to the same cards.
    await expect(page).toHaveURL(new RegExp(`/News\\?${shownParam}=${PAGE_SIZE * 2}$`));
    await expect(showMore(page)).toHaveAttribute('href', `?${shownParam}=${PAGE_SIZE * 3}`);

    const year = new Date(news[10]!.date).getUTCFullYear();
    await page.getByLabel('Year', { exact: true }).selectOption(String(year));
    await expect(page).toHaveURL(new RegExp(`/News\\?year=${year}$`));
    // The URL changes before the list re-renders.
    await expect
      .poll(() => countOf(page, 'Total News'))
      .toBe(news.filter((n) => n.date.startsWith(String(year))).length);

    // Enter writes the search at once, in place.
    const word = wordOf(news[0]!.title);
    await page.getByLabel('Year', { exact: true }).selectOption('all');
    await page.getByLabel('Search', { exact: true }).fill(word);
    await page.getByLabel('Search', { exact: true }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/News\\?year=all&q=${word}$`));
    await expect
      .poll(() => countOf(page, 'Total News'))
      .toBe(news.filter((n) => n.title.toLowerCase().includes(word)).length);
    expect(await samePage()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a page opened at ?show= hydrates with those cards and grows from there', async ({ page, errors }) => {
    await page.goto(`/News?${shownParam}=${PAGE_SIZE * 2}`);
    await expect(newsCards(page)).toHaveCount(PAGE_SIZE * 2);
    await showMore(page).click();
    await expect(newsCards(page)).toHaveCount(PAGE_SIZE * 3);
    await expect(page).toHaveURL(new RegExp(`/News\\?${shownParam}=${PAGE_SIZE * 3}$`));
    expect(errors).toEqual([]);
  });
});
