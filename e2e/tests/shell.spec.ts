import { expect, openPage, test } from '../fixtures.ts';

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

  test('the phone menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/HomeWork', 'Home Work');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: /Download/ }).click();
    await nav.getByRole('link', { name: 'Circular' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Circular' })).toBeVisible();
    await expect(nav).toBeHidden();
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
