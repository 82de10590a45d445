// Each page's schema.org data in the production build, as Chromium parses it from the server's HTML:
// valid JSON, the types its page is about, every property schema.org and Google's rich-result
// documentation expect of them, dates with the school's offset, and nothing the page's policy refuses.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  DATE_TIME_WITH_OFFSET,
  DAY_OR_DATE_TIME,
  missingProperties,
  nodesOf,
} from '@school/shared-ui/testing/rich-results';
import { expect, test } from '../fixtures.ts';
import { openWatched } from '../page-policy.ts';
import { getRendered } from '../rendered-page.ts';

type Node = Record<string, unknown>;

/** The first link of a list page's HTML to one of its items. */
async function firstItemUrl(request: APIRequestContext, list: string, itemPath: string): Promise<string> {
  const html = await (await getRendered(request, list)).text();
  const href = new RegExp(`href="(${itemPath}\\?id=[^"]+)"`).exec(html)?.[1];
  expect(href, `a link to ${itemPath} on ${list}`).toBeTruthy();
  return href!.replace(/&amp;/g, '&');
}

/** Opens the page watched for its policy and console; every JSON-LD block of its head, parsed. */
async function structuredDataOf(page: Page, url: string): Promise<{ nodes: Node[]; expectClean: () => Promise<void> }> {
  const watch = await openWatched(page, url);
  const blocks = await page.locator('head script[type="application/ld+json"]').allTextContents();
  expect(blocks.length, url).toBeGreaterThan(0);
  const nodes = nodesOf(blocks.map((text) => JSON.parse(text) as unknown));
  for (const node of nodes) expect(missingProperties(node), `${url}: ${String(node['@type'])}`).toEqual([]);
  return { nodes, expectClean: watch.expectClean };
}

const typesOf = (nodes: Node[]) => nodes.map((n) => n['@type']);
const only = (nodes: Node[], type: string) => {
  const found = nodes.filter((n) => n['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};
const canonicalOf = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');

test('the home page: the school, with its address, phones, e-mail and logo, and the site', async ({
  page,
  request,
  errors,
}) => {
  const { nodes, expectClean } = await structuredDataOf(page, '/');
  expect(typesOf(nodes)).toEqual(['School', 'WebSite']);
  const school = only(nodes, 'School');
  expect(school).toMatchObject({
    name: "St. Mary's Convent School",
    url: `${new URL(page.url()).origin}/`,
    address: { '@type': 'PostalAddress', addressLocality: 'Nagpur', postalCode: '440001', addressCountry: 'IN' },
    telephone: ['+91 712 255 1970', '+91 712 255 1971'],
  });
  // The logo is a picture the site serves.
  const logo = await request.get(String(school.logo));
  expect([logo.status(), logo.headers()['content-type']]).toEqual([200, 'image/png']);
  await expectClean();
  expect(errors).toEqual([]);
});

test('the events page lists the events it shows, each at the address of its own page', async ({ page, errors }) => {
  const { nodes, expectClean } = await structuredDataOf(page, '/Events');
  expect(typesOf(nodes)).toEqual(['School', 'BreadcrumbList', 'ItemList']);
  const entries = only(nodes, 'ItemList').itemListElement as { url: string; name: string }[];
  const cards = await page
    .locator('main a[href^="/EventItem?id="]')
    .evaluateAll((links) => links.map((a) => ({ url: (a as HTMLAnchorElement).href, name: a.textContent!.trim() })));
  expect(entries.map(({ url, name }) => ({ url, name }))).toEqual(cards);
  expect(only(nodes, 'BreadcrumbList').itemListElement).toMatchObject([{ name: 'Home' }, { name: 'Events' }]);
  await expectClean();
  expect(errors).toEqual([]);
});

test("an event's page: the event on its day and time in the school's zone, at the school", async ({
  page,
  request,
  errors,
}) => {
  const url = await firstItemUrl(request, '/Events', '/EventItem');
  const { nodes, expectClean } = await structuredDataOf(page, url);
  expect(typesOf(nodes)).toEqual(['School', 'BreadcrumbList', 'Event']);
  const event = only(nodes, 'Event');
  const startDate = String(event.startDate);
  expect(startDate).toMatch(DAY_OR_DATE_TIME);
  // dev-api's events all have a time, and the school is in India.
  expect(startDate).toMatch(/T\d{2}:\d{2}:00\+05:30$/);
  // The day the page shows.
  expect(startDate.slice(0, 10)).toBe(await page.locator('main article time').first().getAttribute('datetime'));
  expect(event.name).toBe((await page.getByRole('heading', { level: 1 }).textContent())!.trim());
  expect(event.url).toBe(await canonicalOf(page));
  const crumbs = only(nodes, 'BreadcrumbList').itemListElement as { name: string; item: string }[];
  expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Events', event.name]);
  expect(crumbs.at(-1)!.item).toBe(await canonicalOf(page));
  await expectClean();
  expect(errors).toEqual([]);
});

test("a story's page: a NewsArticle by the school, dated with the offset", async ({ page, request, errors }) => {
  const url = await firstItemUrl(request, '/News', '/NewsItem');
  const { nodes, expectClean } = await structuredDataOf(page, url);
  expect(typesOf(nodes)).toEqual(['School', 'BreadcrumbList', 'NewsArticle']);
  const article = only(nodes, 'NewsArticle');
  expect(String(article.datePublished)).toMatch(DATE_TIME_WITH_OFFSET);
  expect(String(article.headline).length).toBeLessThanOrEqual(110);
  expect(article.mainEntityOfPage).toBe(await canonicalOf(page));
  // Its picture is one the site serves (the story's card, where it has no photo).
  const image = await request.get((article.image as string[])[0]!);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  await expectClean();
  expect(errors).toEqual([]);
});

test("an album's page: an ImageGallery of the photos it shows", async ({ page, request, errors }) => {
  const url = await firstItemUrl(request, '/Gallery', '/SubGallery');
  const { nodes, expectClean } = await structuredDataOf(page, url);
  expect(typesOf(nodes)).toEqual(['School', 'BreadcrumbList', 'ImageGallery']);
  const photos = (only(nodes, 'ImageGallery').image as { contentUrl: string }[]).map((p) => p.contentUrl);
  const linked = await page
    .getByTestId('photo-grid')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  expect(photos).toEqual(linked);
  await expectClean();
  expect(errors).toEqual([]);
});

test("a missing story's page describes nothing", async ({ request }) => {
  const res = await request.get('/NewsItem?id=no-such-story');
  expect(res.status()).toBe(404);
  expect(await res.text()).not.toContain('application/ld+json');
});
