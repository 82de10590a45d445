// Every page of the site in Chromium, once: its security headers; under its Content-Security-Policy
// nothing it needs is refused, even where a page loads more code (lightbox, phone menu, filters);
// it hydrates without a warning or error in the console. CORS only on the files the shell loads
// from a remote's origin.
import type { Page, Response } from '@playwright/test';
import { routeNames, siteMap } from '@school/shared-ui/site-map';
import { test, expect } from '../fixtures.ts';

type Violation = { directive: string; blocked: string; source: string };
declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Collects the page's policy violations from its first script on, and console errors about the policy. */
function watchPolicy(page: Page): { violations: () => Promise<Violation[]>; consoleErrors: string[] } {
  const consoleErrors: string[] = [];
  page.on(
    'console',
    (m) => m.type() === 'error' && /Content.Security.Policy|Refused to/i.test(m.text()) && consoleErrors.push(m.text()),
  );
  void page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__cspViolations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      }),
    );
  });
  return { violations: () => page.evaluate(() => window.__cspViolations), consoleErrors };
}

/** Every warning and error in the console (hydration mismatches among them), from now on. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    // The suite blocks service workers (playwright.config.ts); Playwright says so on every page.
    const blockedWorker = m.text() === 'Service Worker registration blocked by Playwright';
    if ((m.type() === 'error' || m.type() === 'warning') && !blockedWorker) messages.push(`${page.url()}: ${m.text()}`);
  });
  return messages;
}

function expectPageHeaders(response: Response | null, url: string) {
  expect(response, url).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-type'], url).toMatch(/^text\/html/);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).toContain("object-src 'none'");
  expect(csp, url).toContain("base-uri 'self'");
  expect(csp, url).toMatch(/script-src [^;]*'self'/);
  expect(csp, url).not.toMatch(/script-src [^;]*'unsafe-(inline|eval)'/);
  expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options'], url).toBe('nosniff');
  expect(headers['x-frame-options'], url).toBe('DENY');
  expect(headers['permissions-policy'], url).toContain('camera=()');
  expect(headers['access-control-allow-origin'], url).toBeUndefined();
}

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

/** A real id for a detail route: the first link to it on its list page. */
async function detailUrl(page: Page, listPath: string, detailPath: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`a[href^="${detailPath}?id="]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href'))!;
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
// and runs what a visitor does without a warning or error in the console.
test.describe('every page: headers, policy, hydration, console', () => {
  for (const name of routeNames) {
    const route = siteMap[name];
    test(`${route.path} (${name})`, async ({ page, errors }) => {
      const url = route.params.length ? await detailUrl(page, parentOf[name]!, route.path) : route.path;
      const { violations, consoleErrors } = watchPolicy(page);
      const messages = watchConsole(page);
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      expectPageHeaders(response, url);
      await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
      await expect(page.locator('#root')).not.toBeEmpty();
      await interact(page, route.path);
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(messages).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('the phone menu', async ({ page, errors }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { violations, consoleErrors } = watchPolicy(page);
    await page.goto('/About');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: /Download/ }).click();
    await nav.getByRole('link', { name: 'Circular' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Circular' })).toBeVisible();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

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
    errors,
  }) => {
    // Its boot script is the one inline script the site has: the policy allows it by its hash.
    const { violations, consoleErrors } = watchPolicy(page);
    const response = await page.goto('/index.html');
    expectPageHeaders(response, '/index.html');
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
    const first = await request.get(`${site.url('shell')}/News`);
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
