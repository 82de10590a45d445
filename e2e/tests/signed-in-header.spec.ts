// Signed in is visible (issue 15): after a login the header names the parent and offers Log out on
// every page until the parent logs out or the session ends. The server renders every page signed
// out (its HTML is cached for everyone); the header's account islands ask GET /session (028).
import type { Page } from '@playwright/test';
import { expect, hydrationErrorsOf, openPage, test } from '../fixtures.ts';

const school = "St. Mary's Convent School";
const header = (page: Page) => page.getByRole('banner');
const account = (page: Page) => header(page).getByRole('region', { name: 'Your account' });
const logOutButton = (page: Page) => header(page).getByRole('button', { name: 'Log out' });

async function logIn(page: Page) {
  await openPage(page, '/Login', 'Login');
  await expect(logOutButton(page)).toHaveCount(0);
  await page.getByLabel('Mobile no').fill('9876543210');
  await page.getByLabel('Password').fill('demo123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toHaveText('Welcome, Demo Parent. You are now logged in.');
}

test('logging in names the parent in the header on every page, and logging out removes it', async ({
  page,
  errors,
}) => {
  const hydrationErrors = hydrationErrorsOf(page);
  await logIn(page);
  // No reload: the Login form (mf-forms) told the shell's header.
  await expect(account(page)).toContainText('Signed in as Demo Parent');
  await expect(logOutButton(page)).toBeVisible();

  // The next page keeps it.
  await header(page).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(account(page)).toContainText('Signed in as Demo Parent');

  // A full load: the server's HTML is signed out, then the browser asks the session.
  const served = await (await page.request.get('/News')).text();
  expect(served).not.toContain('Demo Parent');
  await openPage(page, '/News', 'News');
  await expect(account(page)).toContainText('Signed in as Demo Parent');
  // A still page (decision record 028) wakes at once for a parent who is signed in.
  await openPage(page, '/About', 'About Us');
  await expect(account(page)).toContainText('Signed in as Demo Parent');
  await openPage(page, '/News', 'News');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(logOutButton(page)).toBeVisible();

  await logOutButton(page).click();
  await expect(account(page)).toHaveCount(0);
  await expect(logOutButton(page)).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: new RegExp(school) })).toBeFocused();
  expect(await page.evaluate(async () => (await fetch('/session')).status)).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  await expect(logOutButton(page)).toHaveCount(0);
  expect(hydrationErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test('another tab of the site follows a login and a logout', async ({ page, context }) => {
  const other = await context.newPage();
  await openPage(other, '/Gallery', 'Gallery');
  await expect(other.locator('html')).toHaveAttribute('data-page-ready', 'true');
  await logIn(page);
  await expect(logOutButton(other)).toBeVisible();
  await logOutButton(page).click();
  await expect(logOutButton(other)).toHaveCount(0);
});

test('a session the school server refuses on an auth call shows the parent signed out', async ({ page }) => {
  await logIn(page);
  await expect(logOutButton(page)).toBeVisible();
  // The provider no longer takes the token: every auth call through the session answers 401.
  await page.route('**/session/api/**', (route) => route.fulfill({ status: 401, json: { error: 'Token expired' } }));
  // Pages come rendered for everyone: a post through the session is what asks the school server.
  await openPage(page, '/Tc', 'Transfer Certificate');
  await page.getByLabel('Admission No.').fill('A-1001');
  await page.getByLabel('Student Full Name').fill('Test Student');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(logOutButton(page)).toHaveCount(0);
  // Its cookie went too: a reload stays signed out.
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'school_session')).toBe(false);
});

test('on a phone the menu toggle says Close while open, and the account reads in the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  // The popover's invoker: the browser tells assistive technology whether it is expanded, no script
  // needed (the page's app is not woken by a sign-in any more).
  const toggle = header(page).locator('button[popovertarget="site-menu"]');
  await expect(toggle).toHaveAccessibleName('Menu');
  await expect(account(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Close');
  await expect(account(page)).toBeVisible();
  await expect(account(page)).toContainText('Signed in as Demo Parent');
  const box = await logOutButton(page).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  // The Admission row lines up with the other items and stays inside the screen.
  const nav = page.getByRole('navigation', { name: 'Main' });
  const home = await nav.getByRole('link', { name: 'Home', exact: true }).boundingBox();
  const admission = await nav.getByRole('link', { name: /Admission/ }).boundingBox();
  expect(admission?.x).toBe(home?.x);
  expect(admission && admission.x + admission.width).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(toggle).toHaveAccessibleName('Menu');
  await expect(nav).toBeHidden();
});

test('Parent Login in the header leads to the Login page, on a laptop and in the phone menu', async ({
  page,
  errors,
}) => {
  const loginLink = header(page).getByRole('link', { name: 'Parent Login' });
  await openPage(page, '/News', 'News');
  await loginLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await expect(loginLink).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/News', 'News');
  await expect(loginLink).toBeHidden();
  await header(page).getByRole('button', { name: 'Menu' }).click();
  await loginLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('on a phone the header shows the parent signed in without opening the menu', async ({ page, errors }) => {
  const hydrationErrors = hydrationErrorsOf(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  const signedIn = header(page).getByRole('link', { name: 'Signed in as Demo Parent, your account' });
  const toggle = header(page).locator('button[popovertarget="site-menu"]');
  await expect(signedIn).toBeVisible();
  await expect(signedIn).toHaveText(/^Signed in as Demo Parent/);
  await expect(toggle).toHaveAccessibleName('Menu');
  await expect(header(page).getByRole('link', { name: 'Parent Login' })).toHaveCount(0);
  // A row of its own under the school's name and the toggle, the screen's width, big enough to tap.
  const [row, t] = [await signedIn.boundingBox(), await toggle.boundingBox()];
  expect(row && t && row.y).toBeGreaterThanOrEqual(t!.y + t!.height);
  expect(row).toMatchObject({ x: 0, width: 390 });
  expect(row!.height).toBeGreaterThanOrEqual(24);
  // The open menu shows the account with Log out in its place.
  await toggle.click();
  await expect(signedIn).toBeHidden();
  await expect(account(page)).toBeVisible();
  await toggle.click();
  await expect(signedIn).toBeVisible();

  // A full load: the server's header is signed out, the browser then shows the row.
  await openPage(page, '/News', 'News');
  await expect(signedIn).toBeVisible();
  // It leads to what a signed-in parent can do.
  await signedIn.click();
  await expect(page.getByRole('main').getByRole('region', { name: 'Signed in as Demo Parent' })).toBeVisible();
  await expect(signedIn).toHaveAttribute('aria-current', 'page');

  // A laptop names the parent beside Log out instead.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(signedIn).toBeHidden();
  await expect(account(page)).toBeVisible();
  expect(hydrationErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test('the home page is titled like every other page, on the server and in the browser', async ({ page }) => {
  const served = await (await page.request.get('/')).text();
  expect(served).toContain(`<title>Home | St. Mary's Convent School</title>`);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  await expect(page).toHaveTitle(`Home | ${school}`);
  // And after a client navigation to Home.
  await openPage(page, '/Contactus', 'Contact Us');
  await expect(page).toHaveTitle(`Contact Us | ${school}`);
  await header(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(`Home | ${school}`);
});
