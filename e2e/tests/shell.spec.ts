import AxeBuilder from '@axe-core/playwright';
import { expect, openPage, test } from '../fixtures.ts';
import { watchPolicy } from '../page-policy.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('shell', () => {
  test('header menus and footer links navigate between pages', async ({ page, errors }) => {
    await openPage(page, '/Circular', 'Circular');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: /Download/ }).click();
    await nav.getByRole('link', { name: 'Syllabus' }).click();
    await expect(page).toHaveURL(/\/Syllabus$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible();
    await expect(page).toHaveTitle("Syllabus | St. Mary's Convent School");

    const admission = nav.getByRole('link', { name: /Admission/ });
    await expect(admission).toHaveAttribute('target', '_blank');
    await expect(admission).toHaveAttribute('rel', /noopener/);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2024')).toBeVisible();
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /\+91/ }).first()).toHaveAttribute('href', /^tel:\+91/);
    await footer.getByRole('link', { name: 'Home Work' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home Work' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the phone menu opens and closes; the code it loads on a still page is allowed by the policy', async ({
    page,
    errors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { violations, consoleErrors } = watchPolicy(page);
    // A still page (decision record 028): the menu and its lists are popovers, the browser's.
    await openPage(page, '/About', 'About Us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: /Download/ }).click();
    await nav.getByRole('link', { name: 'Circular' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Circular' })).toBeVisible();
    await expect(nav).toBeHidden();
    expect(await violations()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the phone menu closes with Escape, focus back on its button, and with a tap outside it', async ({
    page,
    errors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/About', 'About Us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = page.getByRole('banner').locator('button[popovertarget="site-menu"]');
    await button.click();
    await expect(nav).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    // Into the menu (Parent Login, Home, School) and one of its lists: Escape closes the list first.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: /School/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const patron = nav.getByRole('link', { name: 'Our Patron' });
    await expect(patron).toBeVisible();
    // The open list takes its room in the menu's column: the next item moves below it, uncovered.
    const list = (await nav.locator('#menu-school').boundingBox())!;
    const next = (await nav.getByRole('button', { name: /Message/ }).boundingBox())!;
    expect(next.y).toBeGreaterThanOrEqual(list.y + list.height - 1);
    expect(list.width).toBe(390);
    await page.keyboard.press('Escape');
    await expect(patron).toBeHidden();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName('Menu');

    await button.click();
    await expect(button).toHaveAccessibleName('Close');
    const menu = (await nav.boundingBox())!;
    await page.mouse.click(195, menu.y + menu.height + 40);
    await expect(nav).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('scrolls to the top on route change', async ({ page }) => {
    await openPage(page, '/Circular', 'Circular');
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Syllabus' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Syllabus' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('an unknown route shows the Unexpected Application Error page', async ({ page }) => {
    await page.goto('/NoSuchPage');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByText('404 Not Found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
