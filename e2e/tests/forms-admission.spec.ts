// mf-forms: the admission registration form against the real dev-api of the test's site.
import { readSubmissions } from '@school/dev-api';
import type { Page } from '@playwright/test';
import { expect, openPage, test, untilDraftHolds, type SharedSite } from '../fixtures.ts';

// page.route must see the page's requests: no service worker answers them here (decision record 014).

const SUCCESS = 'Your Form Submitted Successfully.';
const CODE_LOST =
  'This form could not be loaded, so it cannot be sent yet. Please reload the page, or contact the school office.';
let next = 0;
/** A mobile number no other test of this run uses (the site's store is shared by a worker). */
const uniqueMobile = () => `7${String(Date.now() % 1e6).padStart(6, '0')}${String(++next).padStart(3, '0')}`;

const field = (page: Page, label: string) => page.getByLabel(label, { exact: false });
const mobile = (page: Page) => field(page, 'Mobile no');
const studentName = (page: Page) => field(page, 'Student name');
const password = (page: Page) => page.getByLabel(/^Password/);
const confirm = (page: Page) => page.getByLabel(/^Confirm password/);
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

async function fill(
  page: Page,
  values: { mobileno: string; firstName: string; password: string; confmpassword: string },
) {
  await mobile(page).fill(values.mobileno);
  await studentName(page).fill(values.firstName);
  await password(page).fill(values.password);
  await confirm(page).fill(values.confmpassword);
}
const form = (mobileno = uniqueMobile(), firstName = 'Ananya Dsouza') => ({
  mobileno,
  firstName,
  password: 'secret1',
  confmpassword: 'secret1',
});
/** Every file of the form's remote: its code, as the page fetches it. */
const formsFiles = (site: Pick<SharedSite, 'runtimeConfig'>) =>
  `${new URL(site.runtimeConfig.remotes.mf_forms).origin}/**`;
const storedFor = async (dataDir: string, mobileno: string) =>
  (await readSubmissions(dataDir)).filter((r) => r.mobileno === mobileno);

test.describe('Admission', () => {
  test('shows the documents, the fee of 300 and the form', async ({ page, errors }) => {
    await openPage(page, '/Admission', 'Admission');
    await expect(page).toHaveTitle(/^Admission \| /);
    await expect(page.getByRole('heading', { name: 'Documents to bring' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Registration fee' })).toContainText('300');
    // The asterisk is hidden from screen readers; the label texts are exact.
    expect(await page.locator('main form label').allTextContents()).toEqual([
      'Mobile no *',
      'Student name *',
      'Password *',
      'Confirm password *',
    ]);
    expect(errors).toEqual([]);
  });

  test('shows each rule’s message next to its field and focuses the first error', async ({ page, errors }) => {
    await openPage(page, '/Admission', 'Admission');
    await submit(page).click();
    await expect(mobile(page)).toBeFocused();
    await expect(mobile(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile(page)).toHaveAccessibleDescription(/Mobile number is required/);
    await expect(studentName(page)).toHaveAccessibleDescription('Student name is required');
    await expect(password(page)).toHaveAccessibleDescription(/Password is required/);
    await expect(confirm(page)).toHaveAccessibleDescription('Please confirm your password');

    await mobile(page).fill('98765');
    await studentName(page).fill('   ');
    await password(page).fill('abc');
    await confirm(page).fill('abd');
    await submit(page).click();
    await expect(mobile(page)).toBeFocused();
    await expect(page.getByText('Mobile number must be 10 digits')).toBeVisible();
    await expect(page.getByText('Student name is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await mobile(page).fill('9876543210');
    await studentName(page).fill('Ananya');
    await password(page).fill('secret1');
    await submit(page).click();
    await expect(confirm(page)).toBeFocused();
    await expect(confirm(page)).toHaveAccessibleDescription('Passwords do not match');
    expect(errors).toEqual([]);
  });

  test('a valid registration is stored by dev-api with every field intact, and the form clears', async ({
    page,
    site,
    errors,
  }) => {
    const values = form(uniqueMobile(), "Mary-Ann D'Souza");
    await openPage(page, '/Admission', 'Admission');
    await fill(page, values);
    const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/api/form/'));
    await submit(page).click();
    const request = await posted;
    // Through the shell, which passes the form's idempotency key on to the provider.
    expect(new URL(request.url()).pathname).toBe(`/session/api/form/${site.runtimeConfig.schoolCode}/Admission`);
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    expect(request.postDataJSON()).toEqual({ ...values, config: { type: 'Admission' } });
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    for (const input of [mobile(page), studentName(page), password(page), confirm(page)])
      await expect(input).toHaveValue('');

    const stored = await storedFor(site.dataDir, values.mobileno);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      mobileno: values.mobileno,
      firstName: values.firstName,
      formType: 'Admission',
      school: site.runtimeConfig.schoolCode,
    });
    expect(JSON.stringify(stored[0])).not.toContain(values.password);
    expect(errors).toEqual([]);
  });

  for (const failure of ['HTTP 500', 'a network abort'] as const) {
    test(`after ${failure} the error shows and everything typed stays; a retry then succeeds`, async ({
      page,
      site,
    }) => {
      const values = form();
      await openPage(page, '/Admission', 'Admission');
      await page.route('**/api/form/**', (route) =>
        failure === 'HTTP 500'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error"}' })
          : route.abort('failed'),
      );
      await fill(page, values);
      await submit(page).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Your form could not be submitted.');
      await expect(alert).toContainText('Nothing you typed has been lost.');
      await expect(alert).toBeFocused();
      await expect(mobile(page)).toHaveValue(values.mobileno);
      await expect(studentName(page)).toHaveValue(values.firstName);
      await expect(password(page)).toHaveValue(values.password);
      await expect(confirm(page)).toHaveValue(values.confmpassword);
      expect(await storedFor(site.dataDir, values.mobileno)).toHaveLength(0);

      await page.unroute('**/api/form/**');
      await submit(page).click();
      await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
      await expect(alert).toHaveCount(0);
      expect(await storedFor(site.dataDir, values.mobileno)).toHaveLength(1);
    });
  }

  test('a double click submits once', async ({ page, site }) => {
    const values = form();
    await openPage(page, '/Admission', 'Admission');
    // A slow answer leaves time for the second click to land while the first is in flight.
    await page.route('**/api/form/**', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/form/')) posts += 1;
    });
    await fill(page, values);
    await submit(page).dblclick();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    expect(posts).toBe(1);
    expect(await storedFor(site.dataDir, values.mobileno)).toHaveLength(1);
  });

  test('on a 4x slower CPU, a registration typed and sent before its page has woken is sent once, as typed', async ({
    page,
    site,
    errors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openPage(page, '/Admission', 'Admission');
    expect(scripts).toEqual([]);
    const values = form();
    await fill(page, values);
    await submit(page).click();
    await expect(page.getByText(SUCCESS)).toBeVisible({ timeout: 20_000 });
    expect(scripts.length).toBeGreaterThan(0);
    const [stored] = await storedFor(site.dataDir, values.mobileno);
    expect(stored).toMatchObject({ mobileno: values.mobileno, firstName: values.firstName });
    expect(await storedFor(site.dataDir, values.mobileno)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a Submit tapped while the form’s code is still coming, past the page’s deadline, sends it once that code has come', async ({
    page,
    site,
    errors,
  }) => {
    await openPage(page, '/Admission', 'Admission');
    // A slow network: the form's first file comes after the deadline (8 s), when its fields are
    // disabled as without JavaScript; then the form takes them back, and the tap.
    let first = true;
    await page.route(formsFiles(site), async (route) => {
      if (first) {
        first = false;
        await new Promise((resolve) => setTimeout(resolve, 9000));
      }
      await route.continue();
    });
    const values = form();
    await fill(page, values);
    await submit(page).click();
    await expect(mobile(page)).toBeDisabled();
    await expect(page.getByText(CODE_LOST)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible({ timeout: 30_000 });
    await expect(mobile(page)).toBeEnabled();
    await expect(page.getByText(CODE_LOST)).toBeHidden();
    expect(await storedFor(site.dataDir, values.mobileno)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('with the form’s code gone (its remote is down), the form says it cannot be sent yet, and what was typed stays', async ({
    page,
    site,
  }) => {
    await openPage(page, '/Admission', 'Admission');
    await expect(page.getByText(CODE_LOST)).toBeHidden();
    await page.route(formsFiles(site), (route) => route.abort('failed'));
    await mobile(page).fill('9876543210');
    await expect(page.getByRole('status').filter({ hasText: CODE_LOST })).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    await expect(mobile(page)).toHaveValue('9876543210');
  });

  test('a reload keeps the number and name, never the passwords', async ({ page }) => {
    const values = form();
    await openPage(page, '/Admission', 'Admission');
    await fill(page, values);
    await untilDraftHolds(page, values.firstName);
    await page.reload();
    await expect(mobile(page)).toHaveValue(values.mobileno);
    await expect(studentName(page)).toHaveValue(values.firstName);
    await expect(password(page)).toHaveValue('');
    await expect(confirm(page)).toHaveValue('');
    const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(stored).not.toContain(values.password);
  });
});
