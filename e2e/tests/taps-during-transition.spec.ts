// A tap while the next page fades in (a cross-document view transition) reaches what it was aimed
// at: during a transition the browser sends every tap to the page's root (decision record 044).
import { expect, openPage, test } from '../fixtures.ts';

const TRIES = 6;

// The fade is the motion a visitor who asks for less motion does not get.
test.use({ reducedMotion: 'no-preference' });

test(`a tap on the header while the next page fades in opens the home page, ${TRIES} times`, async ({
  page,
  errors,
}) => {
  test.setTimeout(TRIES * 10_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  const reached: string[] = [];
  for (let i = 0; i < TRIES; i += 1) {
    await openPage(page, '/About', 'About Us');
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Home Work' }).click();
    await page.waitForURL(/\/HomeWork$/i, { waitUntil: 'commit' });
    // Aimed a few frames into the new page's fade (about 250 ms).
    await page.waitForTimeout(20 + (i % 6) * 40);
    await page.mouse.click(brand!.x + brand!.width / 2, brand!.y + brand!.height / 2);
    // The tap is answered once the fade is over: the home page opens, or (a lost tap) Home Work stays.
    await page.waitForURL((url) => url.pathname === '/', { timeout: 5_000 }).catch(() => undefined);
    await page.waitForLoadState();
    reached.push(new URL(page.url()).pathname);
  }
  expect(reached).toEqual(Array(TRIES).fill('/'));
  expect(errors).toEqual([]);
});
