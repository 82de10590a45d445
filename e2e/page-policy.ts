// What every page of the site shows a browser: its security headers, nothing its
// Content-Security-Policy refuses, and a console without a warning or error. Specs that open a page
// for its content check these on the same load (security-headers.spec.ts checks the other pages).
import { expect, type Page, type Response } from '@playwright/test';

type Violation = { directive: string; blocked: string; source: string };
declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Collects the page's policy violations from its first script on, and console errors about the policy. */
export function watchPolicy(page: Page): { violations: () => Promise<Violation[]>; consoleErrors: string[] } {
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
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    // The suite blocks service workers (playwright.config.ts); Playwright says so on every page.
    const blockedWorker = m.text() === 'Service Worker registration blocked by Playwright';
    if ((m.type() === 'error' || m.type() === 'warning') && !blockedWorker) messages.push(`${page.url()}: ${m.text()}`);
  });
  return messages;
}

/** Watches the page from now on; `expectClean` says it met no refusal of its policy, warning or error. */
export function watchPage(page: Page) {
  const { violations, consoleErrors } = watchPolicy(page);
  const messages = watchConsole(page);
  return {
    async expectClean() {
      expect(await violations()).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(messages).toEqual([]);
    },
  };
}

export function expectPageHeaders(response: Response | null, url: string) {
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

/** Opens a page as every-page checks want it: watched from its first script, its network quiet. */
export async function openWatched(page: Page, url: string) {
  const watch = watchPage(page);
  const response = await page.goto(url, { waitUntil: 'networkidle' });
  expectPageHeaders(response, url);
  return watch;
}
