// mf-home with a provider that answers empty lists or HTTP 500: every placeholder shows,
// the message pages fall back to their built-in text, no popup opens and nothing throws.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

test.use({ reducedMotion: 'no-preference' });

const STAY_TUNED = 'Stay Tuned For More Updates';

async function expectPlaceholders(page: Page) {
  const block = (id: string) => page.getByTestId(id);
  for (const id of ['highlights', 'notices', 'circulars', 'news', 'online-registration', 'calendar']) {
    await block(id).scrollIntoViewIfNeeded();
    await expect(block(id)).toContainText(STAY_TUNED);
  }
  // Each carousel's slides (role group), not the copies that make its loop seamless.
  for (const id of ['gallery', 'achievements', 'toppers', 'birthdays', 'events']) {
    // Below the fold: a block mounts when it comes near the viewport.
    await block(id).scrollIntoViewIfNeeded();
    await expect(block(id).getByRole('group').locator('[data-placeholder]')).toHaveCount(3);
  }
  // Dummy students in the people carousels, Event Title and DD.MM on the event cards.
  await expect(block('toppers').getByRole('group').locator('[data-placeholder] img')).toHaveCount(3);
  await expect(block('birthdays').getByRole('group').locator('[data-placeholder]').first()).toContainText(STAY_TUNED);
  await expect(block('events').getByRole('group').locator('[data-placeholder]').first()).toContainText('Event Title');
  await expect(block('events').getByRole('group').locator('[data-placeholder]').first()).toContainText('DD.MM');
  // Blocks that do not depend on the provider still work.
  await expect(block('hero-slider').getByRole('group').locator('img')).toHaveCount(7);
  await expect(block('quick-buttons').getByRole('link')).toHaveCount(7);
}

for (const mode of ['empty', 'error'] as const) {
  test(`${mode} provider: every home placeholder shows and nothing throws`, async ({ page, errors, siteWith }) => {
    const s = await siteWith(mode);
    const shell = s.url('shell');
    // The server asked for everything; the page hydrates with its answers (no popup to open).
    await page.goto(shell);
    await expectPlaceholders(page);
    await page.getByTestId('message-principal').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('message-principal')).toContainText('The Principal');
    await expect(page.getByTestId('notification-popup')).toHaveAttribute('data-settled', 'true');
    await expect(page.getByRole('dialog')).toBeHidden();

    for (const [path, title, name] of [
      ['/PrincipalMessage', "Principal's Message", 'The Principal'],
      ['/ManagerMessage', "Manager's Message", 'The Manager'],
    ] as const) {
      await page.goto(`${shell}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      // The built-in message names the school from the runtime profile.
      await expect(page.getByTestId('message')).toContainText("St. Mary's Convent School");
      await expect(page.getByTestId('message')).toContainText('1970');
      await expect(page.getByTestId('message').locator('img')).toHaveAttribute('src', /^data:image\/svg/);
    }
    expect(errors).toEqual([]);
  });
}
