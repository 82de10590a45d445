// The site's own pictures (hero, infrastructure, patron) are files of mf-home, served from its
// deployment: they load whatever the provider is, and while it is down.
import type { Locator, Route } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// page.route must see the page's requests: no service worker answers them here (decision record 014).

/** The width the browser decoded each picture at (0 when it did not load), after scrolling it into view. */
async function naturalWidths(pictures: Locator): Promise<number[]> {
  const widths: number[] = [];
  for (const img of await pictures.all()) {
    await img.scrollIntoViewIfNeeded();
    widths.push(
      await img.evaluate((i: HTMLImageElement) =>
        i.decode().then(
          () => i.naturalWidth,
          () => 0,
        ),
      ),
    );
  }
  return widths;
}

const sources = (pictures: Locator) =>
  pictures.evaluateAll((list) => list.map((i) => (i as HTMLImageElement).currentSrc));

test.describe('own pictures with the provider down', () => {
  let providerCalls = 0;
  test.beforeEach(async ({ page, site }) => {
    providerCalls = 0;
    // The browser cannot reach the provider at all, nor its pictures through the site (/img).
    const refuse = (route: Route) => {
      providerCalls++;
      return route.abort('connectionrefused');
    };
    await page.route(`${site.apiBaseUrl}/**`, refuse);
    await page.route('**/img/**', refuse);
  });

  const expectOwn = async (pictures: Locator, count: number, homeOrigin: string) => {
    await expect(pictures).toHaveCount(count);
    for (const w of await naturalWidths(pictures)) expect(w).toBeGreaterThan(0);
    for (const src of await sources(pictures)) expect(new URL(src).origin).toBe(homeOrigin);
  };

  test('the hero, infrastructure and patron pictures still load, from mf-home', async ({ page, site, errors }) => {
    // The address the shell's pages load mf-home from (its deployment).
    const home = new URL(site.runtimeConfig.remotes.mf_home ?? '').origin;
    await page.goto('/');
    // Every slide's picture is in the server's HTML (lazy but the first), each from mf-home.
    const hero = page.getByTestId('hero-slider').getByRole('group').locator('img');
    await expect(hero).toHaveCount(7);
    expect((await naturalWidths(hero.first()))[0]).toBeGreaterThan(0);
    for (const src of await hero.evaluateAll((list) => list.map((i) => (i as HTMLImageElement).src))) {
      expect(new URL(src).origin).toBe(home);
      expect((await page.request.get(src)).headers()['content-type']).toMatch(/^image\//);
    }
    await page.goto('/SchoolInfrastructure');
    await expectOwn(page.getByTestId('infrastructure-grid').locator('img'), 8, home);
    await page.goto('/Patron');
    await expectOwn(page.getByRole('img', { name: /^Statue of Our Lady/ }), 1, home);
    // The provider's pictures were asked for and refused: the site's own never needed them.
    expect(providerCalls).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
