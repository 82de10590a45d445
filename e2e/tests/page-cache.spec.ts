// What the shell's page cache answers. A notice shared in a parents' group is opened by hundreds
// of phones, each link with its own fbclid or utm_* values: the page is rendered once and every
// click is answered from the cache, as one of the copies compressed when it was rendered.
import type { ObservedRequest } from '@school/dev-api';
import { expect, startPrivateSite, test, type Site } from '../fixtures.ts';

// A site of this file's own: its provider sees only these tests' renders, and its links name the
// origin it is configured with.
const PUBLIC_ORIGIN = 'https://school.example';
const seen: ObservedRequest[] = [];
let site: Site;
test.beforeAll(async ({}, testInfo) => {
  site = await startPrivateSite(testInfo.workerIndex, { env: { PUBLIC_ORIGIN }, onObserved: (r) => seen.push(r) });
});
test.afterAll(async () => site?.close());

test('a shared link is rendered once, whatever tracking parameters each click carries', async ({
  page,
  request,
  errors,
}) => {
  const newsCalls = async () => {
    await site.sync();
    return seen.filter((r) => r.url.startsWith('/api/news/')).length;
  };
  const shell = site.url('shell');
  const first = await request.get(`${shell}/News?fbclid=IwAR0first&utm_source=whatsapp`);
  expect(first.status()).toBe(200);
  const rendered = await newsCalls();
  expect(rendered).toBeGreaterThan(0);

  for (const click of ['IwAR1second', 'IwAR2third']) {
    const res = await request.get(`${shell}/News?fbclid=${click}&utm_medium=social`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_ORIGIN}/News">`);
    expect(html).not.toContain(click);
  }
  // Nor does any other parameter the page does not read.
  await request.get(`${shell}/News?nocache=1&ref=group`);
  expect(await newsCalls()).toBe(rendered);

  // A parameter of the page itself is still its own page.
  await request.get(`${shell}/News?year=2024&fbclid=IwAR3`);
  expect(await newsCalls()).toBeGreaterThan(rendered);

  // The visitor's page, from such a link, hydrates like any other.
  await page.goto(`${shell}/News?fbclid=IwAR4fourth`);
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('every Accept-Encoding gets one of the stored copies, never a compression of its own', async ({ request }) => {
  const copyFor = async (acceptEncoding: string) => {
    const res = await request.get('/', { headers: { 'accept-encoding': acceptEncoding } });
    expect(res.status(), acceptEncoding).toBe(200);
    return { encoding: res.headers()['content-encoding'], etag: res.headers()['etag'] };
  };
  const plain = await copyFor('identity');
  expect(plain.encoding).toBeUndefined();
  expect(await copyFor('gzip, deflate, br')).toEqual({ encoding: 'br', etag: plain.etag!.replace(/"$/, '-br"') });
  // A weight no browser sends (q must be 0 to 1) leaves nothing accepted but the plain copy.
  expect(await copyFor('gzip;q=1e999')).toEqual(plain);
  expect(await copyFor('br;q=2, gzip;q=0.5')).toEqual({ encoding: 'gzip', etag: plain.etag!.replace(/"$/, '-gzip"') });
});

test("links name the site's configured origin, never the Host a request carries", async ({ request }) => {
  const forged = { host: 'evil.example' };
  const page = await (await request.get(site.url('shell') + '/News', { headers: forged })).text();
  expect(page).toContain('<link rel="canonical" href="https://school.example/News">');
  expect(page).toContain('<meta property="og:url" content="https://school.example/News"');
  const sitemap = await (await request.get(site.url('shell') + '/sitemap.xml', { headers: forged })).text();
  expect(sitemap).toContain('<loc>https://school.example/</loc>');
  expect(`${page}${sitemap}`).not.toContain('evil.example');
});
