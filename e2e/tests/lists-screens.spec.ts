// The four list pages at desktop and phone widths (each page loaded once, then resized): nothing
// overflows sideways, and screenshots for a person to look at land in /tmp/shots/mf-downloads (not
// committed).
import { expect, openPage, test } from '../fixtures.ts';

const pages = [
  { path: '/News', title: 'News' },
  { path: '/SchoolNotice', title: 'School Notice' },
  { path: '/Events', title: 'Events' },
  { path: '/Toppers', title: 'Toppers' },
];
const WIDTHS = [1366, 390];

test(`list pages fit ${WIDTHS.join(' and ')} px`, async ({ page, errors }) => {
  for (const { path, title } of pages) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await openPage(page, path, title);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(page.getByRole('list', { name: title }).getByRole('article').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      const name = `/tmp/shots/mf-downloads/${title.replace(/ /g, '-').toLowerCase()}-${width}`;
      await page.screenshot({ path: `${name}.png` });
      // Below the filters: the first cards as they scroll into view.
      await page.getByRole('list', { name: title }).evaluate((el) => el.scrollIntoView());
      await page.screenshot({ path: `${name}-cards.png` });
    }
  }
  expect(errors).toEqual([]);
});
