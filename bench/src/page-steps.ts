// Steps the size check and the first-tap bench take alike on the site's pages.
import type { Page } from '@playwright/test';

/** Opens /Gallery and then its first album, each as far as `waitUntil`. */
export async function openFirstAlbum(page: Page, origin: string, waitUntil: 'load' | 'networkidle'): Promise<void> {
  await page.goto(`${origin}/Gallery`, { waitUntil });
  const album = await page
    .getByRole('link', { name: /^View More/ })
    .first()
    .getAttribute('href');
  await page.goto(new URL(album!, origin).href, { waitUntil });
}

/** Resolves once React has hydrated what `selector` finds (its props are on the element): the app answers it. */
export async function untilHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    },
    selector,
    { timeout: 30_000 },
  );
}
