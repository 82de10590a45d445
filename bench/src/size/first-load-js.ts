// Gzipped at level 6 as a CDN would send it; byte sizes of fixed builds are deterministic, so they can gate CI.
import { chromium, type Browser, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs } from '@school/scripts/chromium-args';
import { isCodeType } from '../compressed-size.ts';
import { renderingOf, type Rendering } from './rendering.ts';

/** What is above the fold decides which lazy sections load. */
export const mobileViewport = { width: 412, height: 823 };

export type ScriptLoad = { url: string; gzip: number };

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

export type FirstLoad = { scripts: ScriptLoad[]; rendering: Rendering };

/** Each script the page loads from now on, once, gzipped: read the list once the page is quiet. */
export function scriptsOf(page: Page): () => Promise<ScriptLoad[]> {
  const pending: Promise<ScriptLoad | undefined>[] = [];
  const seen = new Set<string>();
  page.on('response', (response) => {
    const scriptUrl = response.url();
    if (response.request().resourceType() !== 'script' || seen.has(scriptUrl)) return;
    seen.add(scriptUrl);
    pending.push(
      response.body().then(
        (body) => ({ url: scriptUrl, gzip: gzipSync(body, { level: 6 }).length }),
        () => undefined,
      ),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is ScriptLoad => s !== undefined);
}

/** Scripts the page carries in its HTML (a still page's loader), which no request shows. */
async function inlineScripts(page: Page): Promise<ScriptLoad[]> {
  const bodies = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((s) => ({
      type: s.getAttribute('type'),
      body: s.textContent ?? '',
    })),
  );
  return bodies
    .filter((s) => isCodeType(s.type))
    .map((s, i) => ({ url: `${page.url()}#inline-${i + 1}`, gzip: gzipSync(s.body, { level: 6 }).length }));
}

export async function firstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext({ viewport: mobileViewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  const scripts = scriptsOf(page);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // A server-rendered page is whole before its code runs: wait until its region has hydrated,
    // or the kiosk (a client application) has its first answer.
    await page
      .waitForFunction(
        () =>
          document.documentElement.dataset.pageReady === 'true' ||
          document.querySelector('[data-kiosk-status]:not([data-kiosk-status="loading"])') !== null,
        undefined,
        { timeout: 15_000 },
      )
      .catch(() => {});
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    const rendering = renderingOf(await page.evaluate(() => document.getElementById('school-boot')?.textContent));
    return { scripts: [...(await scripts()), ...(await inlineScripts(page))], rendering };
  } finally {
    await context.close();
  }
}

export const totalGzip = (scripts: ScriptLoad[]) => scripts.reduce((sum, s) => sum + s.gzip, 0);
