// The provider's guards on posts, as a parent meets them: a mobile number registered already (409)
// and too many posts from one client (429). Each says what happened beside the form, keeps what
// was typed, and the provider keeps exactly what it accepted.
import { readSubmissions, readTcRequests } from '@school/dev-api';
import { MOBILE_ALREADY_REGISTERED, TOO_MANY_ATTEMPTS } from '@school/shared-api';
import { expect, openPage, startPrivateSite, test } from '../fixtures.ts';

test('registering a mobile number twice says so beside the number and keeps the form', async ({ page, site }) => {
  const mobileno = `6${String(Date.now() % 1e9).padStart(9, '0')}`;
  const register = async () => {
    await openPage(page, '/Admission', 'Admission');
    await page.getByLabel('Mobile no', { exact: false }).fill(mobileno);
    await page.getByLabel('Student name', { exact: false }).fill('Meera Iyer');
    await page.getByLabel(/^Password/).fill('secret1');
    await page.getByLabel(/^Confirm password/).fill('secret1');
    await page.getByRole('button', { name: 'Submit' }).click();
  };
  await register();
  await expect(page.getByText('Your Form Submitted Successfully.')).toBeVisible();

  await register();
  const mobile = page.getByLabel('Mobile no', { exact: false });
  await expect(mobile).toHaveAccessibleDescription(new RegExp(MOBILE_ALREADY_REGISTERED.replace('.', '\\.')));
  await expect(mobile).toHaveAttribute('aria-invalid', 'true');
  await expect(mobile).toHaveValue(mobileno);
  await expect(page.getByLabel('Student name', { exact: false })).toHaveValue('Meera Iyer');
  expect((await readSubmissions(site.dataDir)).filter((r) => r.mobileno === mobileno)).toHaveLength(1);
});

test('past the per-client post limit the TC page asks to wait, keeps the fields, and nothing accepted is lost', async ({
  page,
}, testInfo) => {
  const s = await startPrivateSite(testInfo.workerIndex, { devApi: { postLimit: { max: 2, windowMs: 60_000 } } });
  try {
    await openPage(page, `${s.url('shell')}/Tc`, 'Transfer Certificate');
    const admission = page.getByLabel('Admission No.');
    const fullName = page.getByLabel('Student Full Name');
    for (const n of [1, 2]) {
      await admission.fill(`A-2024-20${n}`);
      await fullName.fill('Rohan Kulkarni');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Submit' }).click();
      await download;
      await expect(page.getByRole('status')).toHaveText('Your transfer certificate has been downloaded as tc.jpg.');
    }
    await admission.fill('A-2024-203');
    await fullName.fill('Rohan Kulkarni');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(TOO_MANY_ATTEMPTS);
    await expect(admission).toHaveValue('A-2024-203');
    await expect(fullName).toHaveValue('Rohan Kulkarni');
    expect((await readTcRequests(s.dataDir)).map((r) => r.admission).sort()).toEqual(['A-2024-201', 'A-2024-202']);
  } finally {
    await s.close();
  }
});
