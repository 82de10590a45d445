// What the shell's page cache answers, and Varnish in front of it. A notice shared in a parents'
// group is opened by hundreds of phones, each link with its own fbclid or utm_* values: the page is
// rendered once and every click is answered from the cache, as one of the copies compressed when
// it was rendered. Varnish in front of the shell, as a deployment runs it (deploy/varnish/school.vcl,
// README "Varnish in front"): a page is kept for its s-maxage and served stale while the shell is
// down, a link's tracking parameters make no page of their own, the session passes, and a remote's
// redeploy bans its pages. HTTP only; the tests run in order on one site of this file's own (its
// provider sees only these tests' renders, its links name the origin it is configured with, and the
// last test stops its shell).
import { startVarnish, type Varnish } from '@school/scripts/varnishd';
import type { ObservedRequest } from '@school/dev-api';
import { expect, startPrivateSite, test, type Site } from '../fixtures.ts';

test.describe.configure({ mode: 'serial' });

// Plain http: an https origin needs https remotes and provider (record 044), which a test site's are not.
const PUBLIC_ORIGIN = 'http://school.example';
const seen: ObservedRequest[] = [];
let site: Site;
let varnish: Varnish | undefined;

test.beforeAll(async ({}, testInfo) => {
  site = await startPrivateSite(testInfo.workerIndex, { env: { PUBLIC_ORIGIN }, onObserved: (r) => seen.push(r) });
  varnish = await startVarnish({ backend: { port: Number(new URL(site.url('shell')).port) } });
});

test.afterAll(async () => {
  await varnish?.stop();
  await site?.close();
});

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
  expect(page).toContain('<link rel="canonical" href="http://school.example/News">');
  expect(page).toContain('<meta property="og:url" content="http://school.example/News"');
  const sitemap = await (await request.get(site.url('shell') + '/sitemap.xml', { headers: forged })).text();
  expect(sitemap).toContain('<loc>http://school.example/</loc>');
  expect(`${page}${sitemap}`).not.toContain('evil.example');
});

test.describe('behind Varnish', () => {
  const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };

  async function get(path: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${varnish!.url}${path}`, { headers: { ...BROWSER, ...headers } });
    return {
      status: res.status,
      headers: res.headers,
      cache: res.headers.get('x-cache'),
      /** X-Varnish on a hit: this request's id, then the id of the fetch that stored the object. */
      object: res.headers.get('x-varnish')?.split(' ')[1],
      html: await res.text(),
    };
  }

  const NEWS_HEADING = /<h1[^>]*>News<\/h1>/;

  test('a page asked twice is answered the second time from the cache', async () => {
    const first = await get('/News');
    expect(first).toMatchObject({ status: 200, cache: 'MISS' });
    expect(first.headers.get('x-page-region')).toBe('mf_downloads');
    const second = await get('/News');
    expect(second).toMatchObject({ status: 200, cache: 'HIT' });
    expect(second.html).toMatch(NEWS_HEADING);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  test("each Accept-Encoding gets the shell's own copy for it, kept apart", async () => {
    const copy = async (acceptEncoding: string) => {
      const res = await get('/News', { 'accept-encoding': acceptEncoding });
      return { cache: res.cache, encoding: res.headers.get('content-encoding'), etag: res.headers.get('etag') };
    };
    const br = await copy('gzip, deflate, br');
    expect(br).toMatchObject({ cache: 'HIT', encoding: 'br' });
    const plainEtag = br.etag!.replace(/-br"$/, '"');
    expect(await copy('gzip, deflate')).toEqual({
      cache: 'MISS',
      encoding: 'gzip',
      etag: plainEtag.replace(/"$/, '-gzip"'),
    });
    expect(await copy('gzip')).toMatchObject({ cache: 'HIT', encoding: 'gzip' });
    expect(await copy('identity')).toEqual({ cache: 'MISS', encoding: null, etag: plainEtag });
  });

  test("a picture of the shell's image endpoint is kept, one copy per encoding the browser takes", async () => {
    const albums = (await (await fetch(`${site.apiBaseUrl}/api/gallery/All/SMCS01`)).json()) as {
      attachments: string[];
    }[];
    const photo = albums.find((a) => a.attachments.length > 0)!.attachments[0]!;
    const picture = async (accept: string) => {
      const res = await fetch(`${varnish!.url}/img/320/${photo}`, { headers: { ...BROWSER, accept } });
      await res.arrayBuffer();
      return { cache: res.headers.get('x-cache'), type: res.headers.get('content-type') };
    };
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    expect(await picture(chrome)).toEqual({ cache: 'MISS', type: 'image/avif' });
    // Another browser's wording of the same choice finds the same object.
    expect(await picture('image/avif,image/webp,*/*')).toEqual({ cache: 'HIT', type: 'image/avif' });
    expect(await picture('image/webp,*/*')).toEqual({ cache: 'MISS', type: 'image/webp' });
    expect(await picture('image/avif;q=0,image/webp')).toEqual({ cache: 'HIT', type: 'image/webp' });
    expect(await picture('*/*')).toEqual({ cache: 'MISS', type: 'image/jpeg' });
  });

  test("a link's tracking parameters are dropped: the bare page's object answers it", async () => {
    const bare = await get('/News');
    expect(bare.cache).toBe('HIT');
    for (const link of ['/News?fbclid=abc', '/News?utm_source=x&fbclid=y']) {
      const res = await get(link);
      expect(res, link).toMatchObject({ status: 200, cache: 'HIT', object: bare.object });
    }
    // A parameter of the page itself is still a page of its own.
    expect((await get('/News?year=2024&fbclid=z')).cache).toBe('MISS');
  });

  test('the session passes, cookies and all; a page asked with a cookie is still kept', async () => {
    const login = await fetch(`${varnish!.url}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobileno: '9876543210', password: 'demo123' }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('x-cache')).toBe('PASS');
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^school_session=/);
    for (let i = 0; i < 2; i++) {
      const res = await get('/session', { cookie });
      expect(res).toMatchObject({ status: 200, cache: 'PASS' });
      expect(JSON.parse(res.html)).toEqual({ name: 'Demo Parent' });
    }
    expect((await get('/News', { cookie: `other=1; ${cookie}` })).cache).toBe('HIT');
  });

  test("a BAN of a remote's region drops its pages, and only its pages", async () => {
    await get('/Gallery');
    expect((await get('/Gallery')).cache).toBe('HIT');
    const ban = (headers: Record<string, string>) => fetch(`${varnish!.url}/`, { method: 'BAN', headers });
    expect((await ban({ 'x-purge-region': 'mf_gallery' })).status).toBe(200);
    expect((await ban({})).status).toBe(400);
    expect((await get('/Gallery')).cache).toBe('MISS');
    // Kept still (in its grace, on a machine slow enough to take 10 s to get here).
    expect((await get('/News')).cache).toMatch(/^HIT/);
  });

  test('while the shell is down, a kept page is served stale within its grace', async () => {
    await site.stopApp('shell');
    // /News was stored by the first test behind Varnish; it is past its s-maxage (10 s) at the latest 10 s after
    // the last refresh. Polled, not slept: the page is asked until Varnish says it serves it stale.
    await expect.poll(async () => (await get('/News')).cache, { timeout: 25_000, intervals: [250] }).toBe('HIT-GRACE');
    const stale = await get('/News?fbclid=after');
    expect(stale).toMatchObject({ status: 200, cache: 'HIT-GRACE' });
    expect(stale.html).toMatch(NEWS_HEADING);
    expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(10);
    // The shell is really down: a page never kept cannot be answered.
    expect((await get('/Events')).status).toBe(503);
  });
});
