// mf-forms: /Login calls the login path of its own (not the admission form: docs/decisions/004) through the
// shell server's session route, whose HttpOnly cookie keeps the token for the auth-header calls
// (never Web Storage: session.spec.ts checks what reaches the provider), and says clearly when
// the credentials are wrong.
import type { Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '@school/shared-api/contract';
import { expect, hydrationErrorsOf, openPage, test } from '../fixtures.ts';

// page.route must see the page's requests: no service worker answers them here (decision record 014).

const mobile = (page: Page) => page.getByLabel('Mobile no');
const password = (page: Page) => page.getByLabel('Password');
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login' });
const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
/** What a signed-in parent can do, in place of the form. */
const panel = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Signed in as Demo Parent' });
const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'school_session');

async function logIn(page: Page, mobileno: string, pass: string) {
  await mobile(page).fill(mobileno);
  await password(page).fill(pass);
  await loginButton(page).click();
}

test.describe('Login', () => {
  test('checks the mobile number and the password', async ({ page, errors }) => {
    await openPage(page, '/Login', 'Login');
    await loginButton(page).click();
    await expect(mobile(page)).toBeFocused();
    await expect(mobile(page)).toHaveAccessibleDescription('Mobile number is required');
    await expect(password(page)).toHaveAccessibleDescription('Password is required');
    await mobile(page).fill('12345');
    await expect(mobile(page)).toHaveAccessibleDescription('Mobile number must be 10 digits');
    expect(errors).toEqual([]);
  });

  test("the demo account logs in through the session route (the provider's /api/login), and the session reaches the auth-header calls", async ({
    page,
    site,
    errors,
  }) => {
    await openPage(page, '/Login', 'Login');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(new URL(r.url()).pathname);
    });
    await logIn(page, '9876543210', 'demo123');
    await expect(page.getByRole('status')).toHaveText('Welcome, Demo Parent. You are now logged in.');
    expect(posts).toEqual(['/session']);
    expect(await storedToken(page)).toBeNull();
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true });
    await expect(password(page)).toHaveCount(0);

    // The TC post is an auth-header call: it goes through the session's proxy, which adds the token.
    await panel(page).getByRole('link', { name: 'Request a transfer certificate' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
    await page.getByLabel('Admission No.').fill('A-1001');
    await page.getByLabel('Student Full Name').fill('Ananya Dsouza');
    const tcPost = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/tc/'));
    await page.getByRole('button', { name: 'Submit' }).click();
    expect(new URL((await tcPost).url()).pathname).toBe(`/session/api/tc/${site.runtimeConfig.schoolCode}`);
    expect((await tcPost).headers().authorization).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('after signing in the parent sees what they can do, on every later visit too, until they log out', async ({
    page,
    errors,
  }) => {
    const hydrationErrors = hydrationErrorsOf(page);
    await openPage(page, '/Login', 'Login');
    await logIn(page, '9876543210', 'demo123');
    const welcome = page.getByRole('status');
    await expect(welcome).toHaveText('Welcome, Demo Parent. You are now logged in.');
    await expect(welcome).toBeFocused();
    await expect(mobile(page)).toHaveCount(0);
    await expect(panel(page).getByRole('link', { name: 'Request a transfer certificate' })).toHaveAttribute(
      'href',
      '/Tc',
    );
    const fees = panel(page).getByRole('link', { name: 'Pay fees in the Parent Portal (opens in a new tab)' });
    await expect(fees).toHaveAttribute('href', /\/demo\/portal\/payment$/);
    await expect(fees).toHaveAttribute('target', '_blank');
    await expect(panel(page).getByRole('link', { name: 'Parent Portal help' })).toHaveAttribute('href', '/Pphelp');
    // The contract has no call for a registration's status: the panel says so rather than invent one.
    await expect(panel(page)).toContainText('Its status is not shown on this website yet.');

    // Opened again: the server's page (cached for everyone) has the form; the browser then asks the session.
    const served = await (await page.request.get('/Login')).text();
    expect(served).toContain('Mobile no');
    expect(served).not.toContain('Demo Parent');
    await page.reload();
    await expect(panel(page)).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);

    await panel(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('status')).toHaveText('You are now logged out.');
    await expect(page.getByRole('status')).toBeFocused();
    await expect(mobile(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('region', { name: 'Your account' })).toHaveCount(0);
    expect(await page.evaluate(async () => (await fetch('/session')).status)).toBe(204);
    expect(hydrationErrors).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('wrong credentials are reported clearly and nothing is stored', async ({ page }) => {
    await openPage(page, '/Login', 'Login');
    await logIn(page, '9876543210', 'wrong-password');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('The mobile number or password is not correct. Please check them and try again.');
    await expect(alert).toBeFocused();
    expect(await storedToken(page)).toBeNull();
    expect(await sessionCookie(page)).toBeUndefined();
    await expect(mobile(page)).toHaveValue('9876543210');
    await expect(password(page)).toHaveValue('wrong-password');
  });

  test('after three wrong passwords the form says how long to wait, and keeps what was typed', async ({ page }) => {
    // An account of its own: its wait must not hold up the demo account other tests sign in with.
    const account = '9000000426';
    await openPage(page, '/Login', 'Login');
    const alert = page.getByRole('alert');
    for (const guess of ['guess-1', 'guess-2', 'guess-3']) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/session') && r.request().method() === 'POST');
      await logIn(page, account, guess);
      expect((await answered).status()).toBe(401);
    }
    await logIn(page, account, 'guess-4');
    await expect(alert).toHaveText(
      /^You could not be logged in\. Too many sign-in attempts\. Please wait (30|2\d) seconds and try again\.$/,
    );
    await expect(alert).toBeFocused();
    await expect(mobile(page)).toHaveValue(account);
    await expect(password(page)).toHaveValue('guess-4');
  });

  test('a server that cannot be reached is told apart from wrong credentials', async ({ page }) => {
    await openPage(page, '/Login', 'Login');
    await page.route('**/session', (route) => route.abort('failed'));
    await logIn(page, '9876543210', 'demo123');
    await expect(page.getByRole('alert')).toContainText(
      'You could not be logged in. The school server could not be reached.',
    );
  });

  test('New Registration leads to /Admission; its success message leads back to log in with that account', async ({
    page,
  }) => {
    const mobileno = `8${String(Date.now()).slice(-9)}`;
    await openPage(page, '/Login', 'Login');
    await page.getByRole('link', { name: 'New Registration' }).click();
    await expect(page).toHaveURL(/\/Admission$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admission' })).toBeVisible();
    await page.getByLabel('Mobile no').fill(mobileno);
    await page.getByLabel('Student name').fill('Rohan Fernandes');
    await page.getByLabel(/^Password/).fill('rohan-pass');
    await page.getByLabel(/^Confirm password/).fill('rohan-pass');
    await page.getByRole('button', { name: 'Submit' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Your Form Submitted Successfully.' });
    await expect(success).toBeVisible();

    // The success message offers the Login page the new account opens.
    await success.getByRole('link', { name: 'log in as a parent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await logIn(page, mobileno, 'rohan-pass');
    await expect(page.getByRole('status')).toHaveText('Welcome, Rohan Fernandes. You are now logged in.');
    expect(await sessionCookie(page)).toMatchObject({ httpOnly: true });
  });
});
