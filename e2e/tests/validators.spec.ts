// What validators nobody here wrote say of every page template the sitemap lists: the W3C Nu HTML
// Checker, html-validate and HTML_CodeSniffer's WCAG 2 AA (pa11y's runner). axe runs in each page's spec.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HtmlValidate } from 'html-validate';
import type { APIRequestContext } from '@playwright/test';
import { htmlValidateConfig } from '../html-validate-rules.ts';
import { expect, test } from '../fixtures.ts';

const resolve = createRequire(import.meta.url).resolve;

// What the Nu checker does not know yet: each is in a Baseline browser or is a hint the page gives.
const NU_UNKNOWN = [
  // <link rel="expect" blocking="render">: the page is shown once its main region is parsed.
  'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
  'CSS: Unrecognized at-rule “@view-transition”',
  "CSS: “view-transition-name”: Property “view-transition-name” doesn't exist.",
  // CSS anchor positioning of the header's menus (their fallback is the page's flow).
  "CSS: “anchor-name”: Property “anchor-name” doesn't exist.",
  "CSS: “position-anchor”: Property “position-anchor” doesn't exist.",
  'CSS: “top”: “anchor(bottom)” is not a “top” value.',
  'CSS: “left”: “anchor(left)” is not a “left” value.',
  'CSS: “top”: “anchor(--site-header bottom)” is not a “top” value.',
  'CSS: “min-width”: Parse Error.',
].sort();

/** One page of each kind the sitemap lists (its first story, album, event…). */
async function templates(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const kinds = new Map<string, string>();
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = new URL(loc!);
    if (!kinds.has(url.pathname)) kinds.set(url.pathname, url.pathname + url.search);
  }
  return [...kinds.values()];
}

test.describe('validators', () => {
  // HTML_CodeSniffer is put into the page as a script, which the page's own policy refuses.
  test.use({ bypassCSP: true });

  test('the Nu checker finds only what it does not know yet, and html-validate nothing, on every page template', async ({
    request,
  }) => {
    const pages = await templates(request);
    expect(pages.length).toBeGreaterThan(25);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'nu-'));
    const validator = new HtmlValidate(htmlValidateConfig);
    const findings: string[] = [];
    const files: string[] = [];
    try {
      for (const [index, url] of pages.entries()) {
        const html = await (await request.get(url)).text();
        const file = path.join(dir, `${index}.html`);
        writeFileSync(file, html);
        files.push(file);
        for (const result of (await validator.validateString(html, url)).results)
          for (const m of result.messages) findings.push(`${url} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
      }
      // One JVM for every page: it takes seconds to start.
      const nu = await promisify(execFile)(
        'java',
        ['-jar', resolve('vnu-jar/build/dist/vnu.jar'), '--format', 'json', '--stdout', '--exit-zero-always', ...files],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      const messages = (JSON.parse(nu.stdout) as { messages: { type: string; message: string }[] }).messages;
      const errors = [...new Set(messages.filter((m) => m.type === 'error').map((m) => m.message))].sort();
      expect(errors).toEqual(NU_UNKNOWN);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(findings).toEqual([]);
  });

  test('HTML_CodeSniffer (WCAG 2 AA, pa11y’s runner) finds no error on any page template', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    for (const url of await templates(request)) {
      await page.goto(url);
      await page.addScriptTag({ path: resolve('html_codesniffer/build/HTMLCS.js') });
      const found = await page.evaluate(
        () =>
          new Promise<string[]>((done) => {
            type Message = { type: number; code: string; msg: string; element: Element };
            const sniffer = (
              window as unknown as {
                HTMLCS: { process(s: string, d: Document, cb: () => void): void; getMessages(): Message[] };
              }
            ).HTMLCS;
            sniffer.process('WCAG2AA', document, () =>
              done(
                sniffer
                  .getMessages()
                  .filter((m) => m.type === 1)
                  .map((m) => `${m.code}: ${m.msg} (${m.element.outerHTML.slice(0, 120)})`),
              ),
            );
          }),
      );
      errors.push(...found.map((f) => `${url} ${f}`));
    }
    expect(errors).toEqual([]);
  });
});
