// Every page of the site in Chromium, once: its security headers; under its Content-Security-Policy
// nothing it needs is refused, even where a page loads more code (lightbox, phone menu, filters);
// it hydrates without a warning or error in the console. CORS only on the files the shell loads
// from a remote's origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { routeNames, siteMap } from '@school/shared-ui/site-map';
import { test, expect } from '../fixtures.ts';
import { expectPageHeaders, openWatched, watchPolicy } from '../page-policy.ts';
import { getRendered } from '../rendered-page.ts';
import { pagesCheckedWithContent } from '../school-pages.ts';

/** What a visitor does on pages that load more code than their first view. */
async function interact(page: Page, path: string) {
  const year = page.getByRole('combobox', { name: 'Year' });
  if ((await year.count()) > 0) {
    const values = await year
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    await year.selectOption(values.at(-1)!);
    await expect(year).toHaveValue(values.at(-1)!);
  }
  if (['/subgallery', '/kidscornersubgallery', '/subactivites'].includes(path.toLowerCase())) {
    const thumbs = page.getByTestId('photo-grid').getByRole('link');
    if ((await thumbs.count()) > 0) {
      await thumbs.first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  }
}

/** A real id for a detail route: the first link to it in its list page's HTML. */
async function detailUrl(request: APIRequestContext, listPath: string, detailPath: string): Promise<string> {
  const html = await (await getRendered(request, listPath)).text();
  const href = new RegExp(`href="(${detailPath}\\?id=[^"]+)"`).exec(html)?.[1];
  expect(href, `a link to ${detailPath} on ${listPath}`).toBeTruthy();
  return href!.replace(/&amp;/g, '&');
}

const parentOf: Partial<Record<string, string>> = {
  subGallery: '/Gallery',
  subActivities: '/Activites',
  kidsCornerSubGallery: '/KidsCorner',
  circularItem: '/Circular',
  newsItem: '/News',
  schoolNoticeItem: '/SchoolNotice',
  eventItem: '/Events',
};

// One pass over every route: its headers, its policy, and a server-rendered page that hydrates
// and runs what a visitor does without a warning or error in the console. The pages
// home-pages.spec.ts reads are checked there, on the same load; the phone menu's code, in shell.spec.ts.
test.describe('every page: headers, policy, hydration, console', () => {
  for (const name of routeNames.filter((n) => !pagesCheckedWithContent.includes(siteMap[n].path))) {
    const route = siteMap[name];
    test(`${route.path} (${name})`, async ({ page, request, errors }) => {
      const url = route.params.length ? await detailUrl(request, parentOf[name]!, route.path) : route.path;
      const watch = await openWatched(page, url);
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      await expect(page.locator('#root')).not.toBeEmpty();
      await interact(page, route.path);
      await watch.expectClean();
      expect(errors).toEqual([]);
    });
  }

  test('the standalone kiosk on its own origin', async ({ page, site, errors }) => {
    const { violations, consoleErrors } = watchPolicy(page);
    const url = `${site.url('mf_kiosk')}/HomeKiosk`;
    const response = await page.goto(url);
    expectPageHeaders(response, url);
    // Its own page names its own origin and the provider, not the shell's remotes.
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self';");
    await expect(page.getByTestId('activity-photo').first()).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the plain index.html (what the shell answers when a page cannot be rendered) runs its inline script', async ({
    page,
    request,
    errors,
  }) => {
    // Its own address is a redirect to the home page (one address per page), so it is put in place of the
    // body of a page the shell renders alone, under that page's headers.
    const own = await request.get('/index.html', { maxRedirects: 0 });
    expect([own.status(), own.headers().location]).toEqual([301, '/']);
    const plain = readFileSync(path.join(import.meta.dirname, '../../shell/dist/index.html'), 'utf8');
    const url = '/NoSuchPage';
    await page.route(`**${url}`, async (route) => route.fulfill({ response: await route.fetch(), body: plain }));
    // Its boot script is the one inline script the site has: the policy allows it by its hash.
    const { violations, consoleErrors } = watchPolicy(page);
    const response = await page.goto(url);
    expectPageHeaders(response, url);
    expect(response!.headers()['content-security-policy']).toMatch(/script-src [^;]*'sha256-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { __SCHOOL_BOOT__?: unknown }).__SCHOOL_BOOT__)).toBe('object');
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the watcher sees a violation (so an empty list means none)', async ({ page }) => {
  const { violations, consoleErrors } = watchPolicy(page);
  await page.goto('/About');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(async () => (await violations()).map((v) => v.directive)).toEqual(['script-src-elem']);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  expect(consoleErrors.length).toBe(1);
});

test.describe('headers', () => {
  test('cached pages and their 304s keep the headers; the runtime configuration allows no other origin', async ({
    request,
    site,
  }) => {
    const first = await getRendered(request, `${site.url('shell')}/News`);
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get(`${site.url('shell')}/News`, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    for (const res of [first, again]) {
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers()['permissions-policy']).toContain('geolocation=()');
      expect(res.headers()['access-control-allow-origin']).toBeUndefined();
    }
    for (const app of ['shell', 'mf_home', 'mf_kiosk'] as const) {
      const config = await request.get(`${site.url(app)}/runtime-config.json`);
      expect(config.ok()).toBe(true);
      expect(config.headers()['access-control-allow-origin'], app).toBeUndefined();
    }
  });

  test('a remote answers cross-origin requests for what the shell loads from it, not for its page', async ({
    request,
    site,
  }) => {
    const manifestUrl = `${site.url('mf_gallery')}/mf-manifest.json`;
    const manifest = await request.get(manifestUrl);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const { metaData } = (await manifest.json()) as { metaData: { remoteEntry: { name: string } } };
    const entry = await request.get(new URL(metaData.remoteEntry.name, manifestUrl).href);
    expect(entry.ok()).toBe(true);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    expect(entry.headers()['content-security-policy']).toBeUndefined();
    const standalone = await request.get(`${site.url('mf_gallery')}/Gallery`);
    expect(standalone.headers()['content-type']).toMatch(/^text\/html/);
    expect(standalone.headers()['access-control-allow-origin']).toBeUndefined();
    expect(standalone.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('no other site can frame a page', async ({ page, site }) => {
    const blocked: string[] = [];
    page.on('console', (m) => /frame-ancestors|Refused to (display|frame)/i.test(m.text()) && blocked.push(m.text()));
    await page.setContent(
      `<iframe src="${site.url('shell')}/Admission" title="framed"></iframe><iframe src="${site.url('mf_kiosk')}/HomeKiosk" title="kiosk"></iframe>`,
    );
    await expect.poll(() => blocked.length).toBeGreaterThanOrEqual(2);
    for (const frame of page.frames().slice(1)) expect(await frame.locator('#root').count()).toBe(0);
  });
});
