// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Router } from '@school/shared-ui/runtime';
import { renderHtml, serverLocation, serverNavigator } from '@school/shared-ui/server';
import { matchRoute } from '@school/shared-ui/site-map';
import { testRuntime } from '@school/shared-ui/testing';
import { App } from './app.tsx';
import { FIRST_PAINT_LINK, PAGE_END_ID } from './layout/first-paint.ts';
import { renderShell } from './server-entry.tsx';

const noRemotes = { load: () => new Promise<never>(() => {}), reset: () => {} };

/** What the browser hydrates: the app with every route for React Router to match. */
const withEveryRoute = (url: string) =>
  renderHtml(
    <App
      runtime={testRuntime}
      loader={noRemotes}
      router={(children) => (
        <Router location={serverLocation(url)} navigator={serverNavigator} static>
          {children}
        </Router>
      )}
    />,
  );

describe('renderShell', () => {
  it("renders from the server's route the page that matching every route renders, for hydration to match", async () => {
    for (const url of ['/', '/news?year=2024', '/ContactUs', '/HomeKiosk', '/NoSuchPage']) {
      const shell = await renderShell({ url, route: matchRoute(url), runtime: testRuntime });
      expect(shell.html, url).toBe((await withEveryRoute(url)).html);
    }
    const notFound = await renderShell({ url: '/NoSuchPage', route: undefined, runtime: testRuntime });
    expect(notFound.html).toContain('404 Not Found');
  });

  it('ends every page of the shell with the element its first paint waits for, after the main content', async () => {
    expect(FIRST_PAINT_LINK).toContain(`href="#${PAGE_END_ID}"`);
    for (const url of ['/', '/News', '/NoSuchPage']) {
      const { html } = await renderShell({ url, route: matchRoute(url), runtime: testRuntime });
      expect(html.match(new RegExp(`id="${PAGE_END_ID}"`, 'g')), url).toHaveLength(1);
      expect(html.indexOf(`id="${PAGE_END_ID}"`), url).toBeGreaterThan(html.indexOf('</main>'));
    }
  });
});
