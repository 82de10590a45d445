// A page's HTML as the server sends it, read without rendering it: the browser's own parser builds
// the document (DOMParser runs no script, lays nothing out and fetches no picture), so a list of
// thousands of cards is counted in a moment where Chromium would take seconds to draw it.
import type { APIRequestContext, Page } from '@playwright/test';
import { getRendered } from './rendered-page.ts';

export type ServerView = {
  status: number;
  /** How many elements each selector finds. */
  counts: Record<string, number>;
  /** The text of every element whose own text is a line, trimmed (what getByText would match). */
  texts: string[];
  /** The values of the options of each select, by the select's label. */
  options: Record<string, string[]>;
};

/** GETs `url` and reads its HTML with the browser's parser in `page` (any page, even a blank one). */
export async function serverView(
  page: Page,
  request: APIRequestContext,
  url: string,
  selectors: string[],
): Promise<ServerView> {
  const res = await getRendered(request, url);
  // Scripts run on no page without JavaScript; a long list's hydration data is most of its bytes.
  const html = (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  const view = await page.evaluate(
    ({ source, css }) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const counts = Object.fromEntries(css.map((s) => [s, doc.querySelectorAll(s).length]));
      const texts = [...doc.querySelectorAll('main *')]
        .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()))
        .map((el) => el.textContent!.replace(/\s+/g, ' ').trim());
      const options = Object.fromEntries(
        [...doc.querySelectorAll('select')].map((select) => [
          (select.id && doc.querySelector(`label[for="${select.id}"]`)?.textContent?.trim()) ||
            select.getAttribute('aria-label') ||
            select.name,
          [...select.querySelectorAll('option')].map((o) => o.value),
        ]),
      );
      return { counts, texts, options };
    },
    { source: html, css: selectors },
  );
  return { status: res.status(), ...view };
}
