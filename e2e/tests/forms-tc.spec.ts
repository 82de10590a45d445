// mf-forms: /Tc posts the request, fetches the image it names and downloads it as tc.jpg.
import { readTcRequests } from '@school/dev-api';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, openPage, test, untilDraftHolds } from '../fixtures.ts';

// page.route must see the page's requests: no service worker answers them here (decision record 014).

const admission = (page: Page) => page.getByLabel('Admission No.');
const fullName = (page: Page) => page.getByLabel('Student Full Name');
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' });

test.describe('Transfer Certificate', () => {
  test('an empty field asks to fill in all fields; the message clears when either input changes', async ({
    page,
    errors,
  }) => {
    await openPage(page, '/Tc', 'Transfer Certificate');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expect(admission(page)).toBeFocused();
    await admission(page).fill('A-1001');
    await expect(page.getByText('Please fill in all fields.')).toHaveCount(0);
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields.');
    await expect(fullName(page)).toBeFocused();
    await fullName(page).fill('A');
    await expect(page.getByText('Please fill in all fields.')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Submit downloads a JPEG named tc.jpg, and dev-api keeps the request', async ({ page, site, errors }) => {
    await openPage(page, '/Tc', 'Transfer Certificate');
    await admission(page).fill('A-2024-117');
    await fullName(page).fill('Ananya Dsouza');
    const download = page.waitForEvent('download', { predicate: (d) => d.suggestedFilename() === 'tc.jpg' });
    await submit(page).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(10_000);
    await expect(page.getByRole('status')).toHaveText('Your transfer certificate has been downloaded as tc.jpg.');
    const stored = (await readTcRequests(site.dataDir)).filter((r) => r.admission === 'A-2024-117');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ananya Dsouza', school: site.runtimeConfig.schoolCode });
    expect(errors).toEqual([]);
  });

  test('a failed post says "Failed to process your request. Please try again later."', async ({ page }) => {
    await openPage(page, '/Tc', 'Transfer Certificate');
    await page.route('**/api/tc/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await admission(page).fill('A-1001');
    await fullName(page).fill('Ananya Dsouza');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to process your request. Please try again later.');
    await expect(admission(page)).toHaveValue('A-1001');
  });

  test('a failed download alerts "Failed to download data."', async ({ page }) => {
    await openPage(page, '/Tc', 'Transfer Certificate');
    await page.route(
      (url) => url.pathname === '/api/image' && url.searchParams.has('url'),
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    );
    await admission(page).fill('A-1001');
    await fullName(page).fill('Ananya Dsouza');
    const dialog = page.waitForEvent('dialog');
    await submit(page).click();
    const alert = await dialog;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe('Failed to download data.');
    await alert.accept();
    await expect(page.getByRole('alert')).toHaveText('Failed to download data.');
  });

  test('the sample TC shows as a picture of its page (no viewer, so no toolbar), linking the real PDF of this remote', async ({
    page,
    site,
    request,
  }) => {
    await openPage(page, '/Tc', 'Transfer Certificate');
    const picture = page.getByRole('img', { name: /^Sample transfer certificate: / });
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = await picture.boundingBox();
    expect(shown!.height / shown!.width).toBeCloseTo(842 / 595, 1);
    const src = (await picture.getAttribute('src')) ?? '';
    expect(new URL(src).origin).toBe(new URL(site.url('mf_forms')).origin);
    const href = (await page.getByRole('link', { name: /open the sample TC/i }).getAttribute('href')) ?? '';
    expect(href).toMatch(/\/sample-tc[\w-]*\.pdf$/);
    expect(new URL(href).origin).toBe(new URL(site.url('mf_forms')).origin);
    const res = await request.get(href);
    expect(res.ok()).toBe(true);
    expect(res.headers()['content-type']).toContain('application/pdf');
    const body = await res.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.toString('latin1')).toMatch(/\/Count 1\b/);
  });

  test('a reload keeps both fields', async ({ page }) => {
    await openPage(page, '/Tc', 'Transfer Certificate');
    await admission(page).fill('A-77');
    await fullName(page).fill('Rohan Fernandes');
    await untilDraftHolds(page, 'Rohan Fernandes');
    await page.reload();
    await expect(admission(page)).toHaveValue('A-77');
    await expect(fullName(page)).toHaveValue('Rohan Fernandes');
  });
});
