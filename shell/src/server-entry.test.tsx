// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { Router } from '@school/shared-ui/runtime';
import { renderHtml, serverLocation, serverNavigator } from '@school/shared-ui/server';
import { matchRoute } from '@school/shared-ui/site-map';
import { testRuntime } from '@school/shared-ui/testing';
import { App } from './app.tsx';
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
});
