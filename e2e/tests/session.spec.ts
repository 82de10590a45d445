// The sign-in session (docs/decisions/011-sign-in-session.md): after a login the token is in the
// shell server's HttpOnly cookie, out of page scripts' reach; the auth-header calls reach the
// provider through the shell's server with Authorization; logging out ends it on the server (025).
import type { ObservedRequest } from '@school/dev-api';
import type { Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '@school/shared-api/contract';
import { expect, openPage, startPrivateSite, test, withoutSpeculation } from '../fixtures.ts';

const SESSION_COOKIE = 'school_session';

async function logIn(page: Page) {
  await page.getByLabel('Mobile no').fill('9876543210');
  await page.getByLabel('Password').fill('demo123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('status')).toHaveText('Welcome, Demo Parent. You are now logged in.');
}

/** Everything a page script can read: its cookies and both Web Storages. */
const readableByScripts = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage } }),
  );

test('the token stays in an HttpOnly cookie, reaches the provider on the auth calls, and logging out removes it', async ({
  page,
  errors,
}, testInfo) => {
  const seen: ObservedRequest[] = [];
  const site = await startPrivateSite(testInfo.workerIndex, { onObserved: (r) => seen.push(r) });
  // The provider runs in the site's process: sync() waits for every request it has reported.
  const reached = async (path: string) => {
    await site.sync();
    return seen.filter((r) => r.url.split('?')[0] === path);
  };
  try {
    const school = site.runtimeConfig.schoolCode;
    await page.goto(`${site.url('shell')}/Login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    const browserCalls: { method: string; url: string; authorization: string | undefined }[] = [];
    page.on('request', (r) =>
      browserCalls.push({
        method: r.method(),
        url: new URL(r.url()).pathname,
        authorization: r.headers().authorization,
      }),
    );
    await logIn(page);

    // The browser posted to the shell's session route; the shell's server called the provider. (The
    // header's own question, GET /session once it has hydrated, may come before or after the login.)
    expect(
      browserCalls.filter(
        (c) => (c.url.startsWith('/session') && c.method === 'POST') || c.url.startsWith('/api/login'),
      ),
    ).toEqual([{ method: 'POST', url: '/session', authorization: undefined }]);
    expect(await reached(`/api/login/${school}`)).toHaveLength(1);
    // The cookie holds a random id: the token stays in the shell server's session store.
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/session' });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await page.evaluate(async () => (await fetch('/session')).json())).toEqual({ name: 'Demo Parent' });

    // An auth-header GET and the TC post go through the proxy and reach the provider with the token.
    const topperPath = `/api/topper/${school}`;
    expect(await page.evaluate(async (url) => (await fetch(url)).status, `/session${topperPath}`)).toBe(200);
    const [token = ''] = (await reached(topperPath)).map((r) => r.authorization);
    expect(token).toMatch(/^dev\./);
    expect(cookie?.value).not.toContain(token);
    const readable = await readableByScripts(page);
    expect(readable).not.toContain(token);
    expect(readable).not.toContain(SESSION_COOKIE);
    await page.getByRole('link', { name: 'Transfer Certificate' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
    await page.getByLabel('Admission No.').fill('A-1001');
    await page.getByLabel('Student Full Name').fill('Ananya Dsouza');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(async () => (await reached(`/api/tc/${school}`)).map((r) => r.authorization)).toEqual([token]);
    // No page request ever carried it, and the provider never got the site's cookies.
    expect(browserCalls.filter((c) => c.authorization !== undefined)).toEqual([]);
    await site.sync();
    expect(seen.filter((r) => r.cookie !== undefined)).toEqual([]);

    // Logging out clears the cookie: the next auth call reaches the provider without a token.
    expect(await page.evaluate(async () => (await fetch('/session', { method: 'DELETE' })).status)).toBe(204);
    expect((await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
    expect(await page.evaluate(async () => (await fetch('/session')).status)).toBe(204);
    await page.evaluate(async (url) => void (await fetch(url)), `/session${topperPath}`);
    expect((await reached(topperPath)).map((r) => r.authorization)).toEqual([token, undefined]);
    expect(errors).toEqual([]);
  } finally {
    await site.close();
  }
});

test('signing out on one tab signs out the other tab and a copied cookie', async ({ page, site, errors }) => {
  const account = (tab: Page) => tab.getByRole('banner').getByRole('region', { name: 'Your account' });
  await openPage(page, '/Login', 'Login');
  await logIn(page);
  const other = await page.context().newPage();
  await openPage(other, '/News', 'News');
  await expect(account(other)).toContainText('Signed in as Demo Parent');
  // Someone copies the cookie while the parent is signed in.
  const copied = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;

  await account(page).getByRole('button', { name: 'Log out' }).click();
  await expect(account(page)).toHaveCount(0);
  await expect(account(other)).toHaveCount(0);
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('data-page-ready', 'true');
  expect(await other.evaluate(async () => (await fetch('/session')).status)).toBe(204);
  await expect(account(other)).toHaveCount(0);

  // The copy, replayed from another browser, is signed out too: the server ended the session.
  const replay = await withoutSpeculation(
    await page
      .context()
      .browser()!
      .newContext({ baseURL: site.url('shell') }),
  );
  await replay.addCookies([copied]);
  const thief = await replay.newPage();
  await openPage(thief, '/News', 'News');
  expect(await thief.evaluate(async () => (await fetch('/session')).status)).toBe(204);
  await expect(account(thief)).toHaveCount(0);
  expect((await replay.cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
  await replay.close();
  expect(errors).toEqual([]);
});

test('a token an older version left in localStorage is deleted when a page loads', async ({ page }) => {
  await page.goto('/Login');
  await page.evaluate((key) => localStorage.setItem(key, 'old-token'), AUTH_TOKEN_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();
});

test('a remote on its own (no shell server) keeps the token in memory only, and its auth calls carry it', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url('mf_forms')}/Login`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  const login = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/login/'));
  await logIn(page);
  const { token } = (await (await login).json()) as { token: string };
  expect(await readableByScripts(page)).not.toContain(token);
  expect(await page.context().cookies()).toEqual([]);

  // In-app navigation keeps the page (and its memory): the TC post carries the token itself.
  await page.evaluate(() => {
    history.pushState(null, '', '/Tc');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer Certificate' })).toBeVisible();
  await page.getByLabel('Admission No.').fill('A-1001');
  await page.getByLabel('Student Full Name').fill('Ananya Dsouza');
  const tcPost = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/tc/'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await tcPost).headers().authorization).toBe(token);
  expect(new URL((await tcPost).url()).origin).toBe(new URL(site.apiBaseUrl).origin);
});
