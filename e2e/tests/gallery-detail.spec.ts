// View More → album page → lightbox → back, in the composed site (remote on its own origin).
import { test, expect } from '../fixtures.ts';

test('View More opens the album; photos open in a styled lightbox with keys, Escape and focus return', async ({
  page,
  errors,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.goto('/Gallery?year=2024');
  const firstCard = page.getByTestId('album-list').getByRole('listitem').first();
  const title = (await firstCard.getByRole('heading', { level: 2 }).textContent())!;
  const count = Number((await firstCard.getByText(/^\d+ Photos?$/).textContent())!.split(' ')[0]);
  await firstCard.getByRole('link', { name: /^View More/ }).click();

  await expect(page).toHaveURL(/\/SubGallery\?id=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  const eventDate = page.getByText('Event Date').locator('xpath=following-sibling::dd');
  await expect(eventDate).toHaveText(/^\d{2} [A-Z][a-z]{2} 2024$/);
  await expect(page.getByText('Last Update').locator('xpath=following-sibling::dd')).toHaveText(
    (await eventDate.textContent())!,
  );
  await expect(page.getByText('Number of Photos').locator('xpath=following-sibling::dd')).toHaveText(String(count));
  const thumbs = page.getByTestId('photo-grid').getByRole('link');
  await expect(thumbs).toHaveCount(Math.min(count, 48));

  await thumbs.nth(1).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The remote's lightbox CSS reached the shell's page: the portal covers the viewport.
  await expect(page.locator('.yarl__portal')).toHaveCSS('position', 'fixed');
  await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`3 / ${count}`)).toBeVisible();
  // The library throttles keyboard navigation to its slide animation: one step at a time.
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`2 / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`1 / ${count}`)).toBeVisible();
  // Focus stays inside the dialog, wrapping both ways; the page behind is inert.
  const focusedLabel = () =>
    page.evaluate(() =>
      document.activeElement?.closest('[role=dialog]') ? document.activeElement.getAttribute('aria-label') : 'outside',
    );
  const seen: (string | null)[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    seen.push(await focusedLabel());
  }
  expect(seen).toEqual(['Close', 'Previous', 'Next', 'Close']);
  await page.keyboard.press('Shift+Tab');
  expect(await focusedLabel()).toBe('Next');
  expect(await page.evaluate(() => document.getElementById('main')?.closest('[inert]') != null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbs.nth(1)).toBeFocused();

  // Go Back returns to the list with the filters it was opened from.
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/Gallery\?year=2024$/);
  await expect(page.getByLabel('Year')).toHaveValue('2024');
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('browser back from an album returns to the filtered list', async ({ page, errors }) => {
  await page.goto('/Activites');
  await page.getByLabel('Search', { exact: true }).fill('olympiad');
  await expect(page).toHaveURL(/q=olympiad/);
  await page
    .getByRole('link', { name: /^View More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/SubActivites\?id=/);
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/Activites?q=olympiad');
  await page.goBack();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('olympiad');
  expect(errors).toEqual([]);
});

test('Kids Corner album: Go Back to /KidsCorner; swipe moves to the next photo', async ({ page, errors }) => {
  await page.goto('/KidsCorner?year=all');
  await page
    .getByRole('link', { name: /^View More/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/KidsCornerSubGallery\?id=/);
  // The album was opened as a document: its link names the list (SPEC) as it was left, and a tap steps back to it.
  await expect(page.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/KidsCorner?year=all');
  await expect(page.getByTestId('photo-grid').getByRole('link').first()).toBeVisible();
  const total = await page.getByTestId('photo-grid').getByRole('link').count();
  await page.getByTestId('photo-grid').getByRole('link').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`1 / ${total}`)).toBeVisible();
  // A leftward drag (what a swipe sends as pointer events) goes to the next photo.
  const box = (await page.locator('.yarl__container').boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.7, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(dialog.getByText(`2 / ${total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/KidsCorner\?year=all$/);
  expect(errors).toEqual([]);
});

test('a bad or missing id shows "not found", on every kind of album page', async ({ page, errors }) => {
  for (const route of ['/SubGallery?id=does-not-exist', '/SubActivites', '/KidsCornerSubGallery?id=']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'Album not found' }), route).toBeVisible();
    await expect(page.getByRole('status'), route).toContainText('This album could not be found.');
    await expect(page.getByRole('link', { name: 'Go Back' }), route).toBeVisible();
  }
  expect(errors).toEqual([]);
});
