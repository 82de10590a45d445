// A shell under pressure (a busy machine, a render already running) answers a page it would have to
// render with the plain index.html, 200 and no-cache, for the browser to render (decision record
// 024). A test of what the server renders asks again until the server has rendered the page.
import { expect, type APIRequestContext, type APIResponse, type Page, type Response } from '@playwright/test';
import { NO_CACHE } from '@school/config/static-cache';

// As long as a busy machine may keep the shell shedding; well within a test's minute.
const RENDERED_WITHIN_MS = 30_000;

const shed = (headers: Record<string, string>) => headers['cache-control'] === NO_CACHE;

/** The server's rendering of a page, asked for with `request`. */
export async function getRendered(
  request: APIRequestContext,
  url: string,
  options?: Parameters<APIRequestContext['get']>[1],
): Promise<APIResponse> {
  let res: APIResponse | undefined;
  await expect
    .poll(async () => shed((res = await request.get(url, options)).headers()), {
      message: `${url}: rendered`,
      timeout: RENDERED_WITHIN_MS,
    })
    .toBe(false);
  return res!;
}

/** Opens the server's rendering of a page (for a page without JavaScript, which cannot render it itself). */
export async function gotoRendered(page: Page, url: string): Promise<Response | null> {
  let res: Response | null = null;
  await expect
    .poll(async () => shed((res = await page.goto(url))?.headers() ?? {}), {
      message: `${url}: rendered`,
      timeout: RENDERED_WITHIN_MS,
    })
    .toBe(false);
  return res;
}
