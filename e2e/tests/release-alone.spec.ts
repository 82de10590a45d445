// A team releases its remote alone, as its README says (issue 52): the release writes its build
// over the deployment's own dist, keeping what it replaces (config/keep-replaced-files.ts), and
// SIGHUP hands the remote's server over. Pages opened before keep working; the next load is the new
// release, server HTML and island code alike; no other server is rebuilt or restarted.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { KEEP_REPLACED_FILES_MS } from '@school/config/keep-replaced-files';
import { serverNames } from '@school/config/remotes';
import { REGION_KEY_HEADER } from '@school/shared-ui/region-protocol';
import { releaseInPlace } from '../next-release.ts';
import { E2E_REGION_KEY } from '../sites/start-site.ts';
import { expect, startPrivateSite, test, untilHydrated, wakePage, type Site } from '../fixtures.ts';

const repo = path.resolve(import.meta.dirname, '../..');

/** A deployment's dist of its own, copied from the suite's build: the release writes over it. */
function deployedCopy(dir: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `${dir}-deployed-`));
  cpSync(path.join(repo, dir, 'dist'), root, { recursive: true });
  return root;
}

let site: Site;
const roots = { mf_gallery: '', mf_forms: '' };
test.beforeAll(async ({}, testInfo) => {
  roots.mf_gallery = deployedCopy('mf-gallery');
  roots.mf_forms = deployedCopy('mf-forms');
  // Nothing kept by the shell or the regions: the next load after a release is the release.
  site = await startPrivateSite(testInfo.workerIndex, {
    env: { PAGE_CACHE_MB: '0', REGION_CACHE_MB: '0' },
    roots,
  });
});
test.afterAll(async () => {
  await site?.close();
  for (const root of Object.values(roots)) rmSync(root, { recursive: true, force: true });
});

const pidsOf = async () =>
  Object.fromEntries(await Promise.all(serverNames.map(async (name) => [name, await site.pidOf(name)] as const)));

/**
 * The release command's build, then SIGHUP to the remote's server; resolves once its old copy has
 * stopped (until then it may still answer a kept-alive connection of the shell's) and the new one
 * answers the release.
 */
async function release(remote: 'mf_gallery' | 'mf_forms', change: (code: string) => string, now = Date.now()) {
  const build = releaseInPlace(roots[remote], change, now);
  const restarts = await site.restartsOf(remote);
  process.kill((await site.pidOf(remote))!, 'SIGHUP');
  await expect.poll(() => site.restartsOf(remote), { timeout: 60_000, intervals: [200] }).toBe(restarts + 1);
  const probe = await fetch(`${site.url(remote)}/_region/v1${probes[remote]}`, { headers: regionKey });
  expect(await probe.text()).toContain(build);
  return build;
}
const regionKey = { [REGION_KEY_HEADER]: E2E_REGION_KEY };
/** A page of each remote's, whose region names the build that rendered it. */
const probes = { mf_gallery: '/Gallery', mf_forms: '/Admission' };

async function openFirstAlbum(page: Page) {
  await page.goto(site.url('shell') + '/Gallery?year=2024');
  const href = await page
    .getByTestId('album-list')
    .getByRole('link', { name: /^View More/ })
    .first()
    .getAttribute('href');
  await page.goto(site.url('shell') + href);
  return page.getByTestId('photo-grid').getByRole('link');
}

test('mf-gallery released alone while an album is open: it keeps working, the next load is the release', async ({
  page,
  errors,
}) => {
  const before = await pidsOf();
  const photos = await openFirstAlbum(page);
  await expect(photos.first()).toHaveAccessibleName(/, photo 1 of \d+$/);
  await wakePage(page);

  await release('mf_gallery', (code) => code.replaceAll(', photo ', ', picture '));

  // The open page runs the build it was rendered with: its lightbox's code is still there.
  await photos.nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The next load: the release's server HTML, woken by the release's island code.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  const fresh = await openFirstAlbum(page);
  await expect(fresh.first()).toHaveAccessibleName(/, picture 1 of \d+$/);
  await wakePage(page);
  await fresh.nth(1).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(asked.filter((p) => /-next\.js$/.test(p)).length).toBeGreaterThan(0);
  await page.keyboard.press('Escape');

  // One handover of its own copies: every server keeps its primary, none other was touched.
  expect(await pidsOf()).toEqual(before);
  expect(errors).toEqual([]);
});

test('mf-forms released twice, the second a day later: forms opened before either still take every key', async ({
  page,
  errors,
}) => {
  const mobile = (p: Page) => p.getByLabel('Mobile no', { exact: false });
  const admission = site.url('shell') + '/Admission';
  // Every file a page asks of the forms' deployment is there, whichever build named it.
  const missing: string[] = [];
  page.context().on('response', (res) => {
    if (res.url().startsWith(site.url('mf_forms')) && res.status() >= 400) missing.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(admission);
  await expect(mobile(page)).toBeVisible();

  await release('mf_forms', (code) => code);
  const second = await page.context().newPage();
  await second.goto(admission);
  await expect(mobile(second)).toBeVisible();
  // A day later, past the replaced files' keeping time: the builds still named by open pages stay.
  await release('mf_forms', (code) => code, Date.now() + KEEP_REPLACED_FILES_MS + 60_000);

  const third = await page.context().newPage();
  await third.goto(admission);
  for (const form of [page, second, third]) {
    // Woken first: keys typed while a field's island wakes can be lost, which is issue 53's to mend.
    await mobile(form).click();
    await untilHydrated(mobile(form));
    await mobile(form).fill('9812345670');
    await expect(mobile(form)).toHaveValue('9812345670');
  }
  expect(missing).toEqual([]);
  expect((await fetch(`${site.url('mf_forms')}/_health/ready`)).status).toBe(200);
  expect(errors).toEqual([]);
});
