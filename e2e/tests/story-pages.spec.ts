// A page for every story (news item, notice, circular, event): server-rendered with its own head,
// reached from its list entry and from the feeds, and a 404 of its own for an id that is not there.
import type { Page } from '@playwright/test';
import { expect, openPage, test } from '../fixtures.ts';

const school = "St. Mary's Convent School";
type Raw = { _id?: string; id?: string; category?: string; title: string; description?: string };

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text as the server writes it in an attribute. */
const attribute = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c]!);
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The first link of a list page to a story page, and the title it shows. */
async function firstStoryLink(page: Page, itemPath: string) {
  const link = page.locator(`main a[href^="${itemPath}?id="]`).first();
  await expect(link).toBeVisible();
  return { link, title: (await link.textContent())!.trim(), href: (await link.getAttribute('href'))! };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a news story's page is rendered on the server with its own title and link preview", async ({
    page,
    request,
    site,
    baseURL,
  }) => {
    const news = (await (await request.get(`${site.apiBaseUrl}/api/news/all/SMCS01`)).json()) as Raw[];
    const story = news.find((n) => n.category === 'News' && n.description)!;
    const id = story._id ?? story.id!;
    const res = await page.goto(`/NewsItem?id=${encodeURIComponent(id)}&utm_source=whatsapp`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page).toHaveTitle(`${story.title} | ${school}`);
    await expect(page.getByRole('link', { name: /Back to News/ })).toHaveAttribute('href', '/News');

    const html = await res!.text();
    const url = `${baseURL}/NewsItem?id=${encodeURIComponent(id)}`;
    expect(metaOf(html, 'og:title')).toBe(attribute(`${story.title} | ${school}`));
    expect(metaOf(html, 'og:url')).toBe(attribute(url));
    expect(html).toContain(`<link rel="canonical" href="${attribute(url)}">`);
    expect(metaOf(html, 'og:type')).toBe('article');
    const description = metaOf(html, 'og:description')!;
    expect(attribute(story.description!.replace(/\s+/g, ' ').trim())).toContain(description.replace(/…$/, ''));
  });
});

test('a list entry leads to its page and the back link to the same list, for every kind of story', async ({
  page,
  errors,
}) => {
  for (const { list, title, itemPath } of [
    { list: '/News', title: 'News', itemPath: '/NewsItem' },
    { list: '/SchoolNotice', title: 'School Notice', itemPath: '/SchoolNoticeItem' },
    { list: '/Circular', title: 'Circular', itemPath: '/CircularItem' },
    { list: '/Events', title: 'Events', itemPath: '/EventItem' },
  ]) {
    await openPage(page, list, title);
    const year = page.getByLabel('Year', { exact: true });
    const years = await year.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value));
    const chosen = years.find((v) => /^\d{4}$/.test(v))!;
    // Opened by its URL: a list still re-rendering after a select could swap its first entry
    // between reading it and clicking it (the select itself is the lists' specs' part).
    await openPage(page, `${list}?year=${chosen}`, title);
    const entry = await firstStoryLink(page, itemPath);
    await entry.link.click();
    await expect(page.getByRole('heading', { level: 1, name: entry.title })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${itemPath}\\?id=`));
    await expect(page).toHaveTitle(`${entry.title} | ${school}`);
    await page.getByRole('link', { name: `Back to ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${list}\\?year=${chosen}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator(`main a[href="${entry.href}"]`)).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('an unknown id answers 404 with a page that says so', async ({ page }) => {
  for (const { path, heading, text } of [
    {
      path: '/NewsItem?id=no-such-story',
      heading: 'News story not found',
      text: 'This news story could not be found.',
    },
    { path: '/EventItem?id=no-such-event', heading: 'Event not found', text: 'This event could not be found.' },
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    expect(await res!.text()).toContain(text);
  }
});

test("a feed item's link opens its page", async ({ page, request }) => {
  for (const feed of ['/feeds/news.xml', '/feeds/notices.xml']) {
    const xml = await (await request.get(feed)).text();
    const item = /<item>[\s\S]*?<title><!\[CDATA\[([^\]]*)\]\]><\/title>[\s\S]*?<link>([^<]+)<\/link>/.exec(xml)!;
    const [, title, link] = item;
    const url = link!.replace(/&amp;/g, '&');
    expect(new URL(url).pathname).toMatch(/^\/(NewsItem|SchoolNoticeItem)$/);
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(200);
    // The feed's text is HTML-escaped, as a reader shows it.
    const shown = title!
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
  }
});
