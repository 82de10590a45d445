// The album list pages and the video gallery in the composed site, with dev-api's demo data.
import type { Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';

type Raw = { id?: string; _id?: string; category: string; title: string; date: string };
const thisYear = new Date().getFullYear();

async function galleryOf(apiBaseUrl: string, category: string): Promise<Raw[]> {
  const res = await fetch(`${apiBaseUrl}/api/gallery/All/SMCS01`);
  const all = (await res.json()) as Raw[];
  return all.filter((g) => g.category === category);
}

const cards = (page: Page) => page.getByTestId('album-list').getByRole('listitem');
const countText = (page: Page) => page.getByText(/^Total Categories:/);

test('Gallery: PhotoGallery albums, count, cards linking to SubGallery', async ({ page, site, errors }) => {
  const photos = await galleryOf(site.apiBaseUrl, 'PhotoGallery');
  await page.goto('/Gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(countText(page)).toHaveText(`Total Categories: ${photos.length}`);
  await expect(cards(page)).toHaveCount(24);
  const first = cards(page).first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText(photos[0]!.title);
  await expect(first.getByText(/^\d+ Photos?$/)).toBeVisible();
  await expect(first.getByRole('link', { name: /^View More/ })).toHaveAttribute(
    'href',
    `/SubGallery?id=${photos[0]!.id}`,
  );
  // Copies made by the site's image endpoint, not the provider's photos; lazy below the first row.
  await expect(first.locator('img')).toHaveAttribute('src', /^\/img\/960\//);
  await expect(cards(page).nth(10).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(page).toHaveTitle(/^Gallery \| /);
  expect(errors).toEqual([]);
});

test('Gallery filters live in the URL: reload, back and forward keep them', async ({ page, site, errors }) => {
  const photos = await galleryOf(site.apiBaseUrl, 'PhotoGallery');
  const in2024 = photos.filter((p) => p.date.startsWith('2024'));
  const in2024Aug = in2024.filter((p) => p.date.startsWith('2024-08'));
  await page.goto('/Gallery');
  await expect(cards(page)).toHaveCount(24);

  await page.getByLabel('Year').selectOption('2024');
  await expect(page).toHaveURL(/\/Gallery\?year=2024$/);
  await expect(countText(page)).toHaveText(`Total Categories: ${in2024.length}`);
  await page.getByLabel('Month').selectOption('Aug');
  await expect(page).toHaveURL(/year=2024&month=Aug$/);
  await expect(countText(page)).toHaveText(`Total Categories: ${in2024Aug.length}`);

  // Typed quickly, no character is lost on the way through the shell's history.
  const search = page.getByLabel('Search', { exact: true });
  await search.pressSequentially('INDEPENDENCE day');
  await expect(search).toHaveValue('INDEPENDENCE day');
  await expect(page).toHaveURL(/q=INDEPENDENCE\+day$/);
  const matching = in2024Aug.filter((p) => p.title.toLowerCase().includes('independence day'));
  await expect(countText(page)).toHaveText(`Total Categories: ${matching.length}`);
  await expect(cards(page)).toHaveCount(matching.length);

  await page.reload();
  await expect(page.getByLabel('Year')).toHaveValue('2024');
  await expect(page.getByLabel('Month')).toHaveValue('Aug');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('INDEPENDENCE day');
  await expect(cards(page)).toHaveCount(matching.length);

  // Search edits replace the history entry; each select choice adds one.
  await page.goBack();
  await expect(page).toHaveURL(/\/Gallery\?year=2024$/);
  await expect(page.getByLabel('Month')).toHaveValue('all');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
  await expect(countText(page)).toHaveText(`Total Categories: ${in2024.length}`);
  await page.goForward();
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('INDEPENDENCE day');
  await expect(cards(page)).toHaveCount(matching.length);

  await page.getByLabel('Search', { exact: true }).fill('no album is called this');
  await expect(page.getByText('No albums match the selected filters.')).toBeVisible();
  await expect(page.getByTestId('placeholder-cards').getByRole('listitem')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('Gallery pages its cards with Show more; Back from an album shows the same albums at the same place', async ({
  page,
  site,
  errors,
}) => {
  const photos = await galleryOf(site.apiBaseUrl, 'PhotoGallery');
  expect(photos.length).toBeGreaterThan(48);
  await page.goto('/Gallery');
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole('link', { name: 'Show more' }).click();
  await expect(cards(page)).toHaveCount(48);
  // Focus continues at the first new card.
  await expect(cards(page).nth(24).getByRole('link')).toBeFocused();
  await expect(page).toHaveURL(/\/Gallery\?show=48$/);
  const album = cards(page).nth(40);
  const title = (await album.getByRole('heading', { level: 2 }).textContent())!;
  const link = album.getByRole('link', { name: /^View More/ });
  await link.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => Math.round(window.scrollY));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/Gallery\?show=48$/);
  await expect(cards(page)).toHaveCount(48);
  await expect(link).toBeInViewport();
  await expect.poll(() => page.evaluate((at) => Math.abs(window.scrollY - at), y)).toBeLessThanOrEqual(3);
  expect(errors).toEqual([]);
});

test('Activites: Achievements with View More to SubActivites', async ({ page, site, errors }) => {
  const achievements = await galleryOf(site.apiBaseUrl, 'Achievements');
  await page.goto('/Activites');
  await expect(page.getByRole('heading', { level: 1, name: 'Achievements' })).toBeVisible();
  await expect(countText(page)).toHaveText(`Total Categories: ${achievements.length}`);
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(achievements[0]!.title);
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /^View More/ }),
  ).toHaveAttribute('href', `/SubActivites?id=${achievements[0]!.id}`);
  await page.getByLabel('Search', { exact: true }).fill('CHAMPIONSHIP');
  const matching = achievements.filter((a) => a.title.toLowerCase().includes('championship'));
  await expect(countText(page)).toHaveText(`Total Categories: ${matching.length}`);
  expect(errors).toEqual([]);
});

test('Kids Corner: current year by default, All plus years newest first, months Jan to Dec', async ({
  page,
  site,
  errors,
}) => {
  const kids = await galleryOf(site.apiBaseUrl, 'kidsZone');
  const years = [...new Set(kids.map((k) => Number(k.date.slice(0, 4))))].sort((a, b) => b - a);
  const months = [...new Set(kids.map((k) => Number(k.date.slice(5, 7)) - 1))].sort((a, b) => a - b);
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const current = kids.filter((k) => k.date.startsWith(String(thisYear)));

  await page.goto('/KidsCorner');
  await expect(page.getByRole('heading', { level: 1, name: 'Kids Corner' })).toBeVisible();
  await expect(page.getByLabel('Year')).toHaveValue(String(thisYear));
  await expect(page.getByLabel('Year').locator('option')).toHaveText(['All', ...years.map(String)]);
  await expect(page.getByLabel('Month').locator('option')).toHaveText(['All', ...months.map((m) => names[m]!)]);
  await expect(countText(page)).toHaveText(`Total Categories: ${current.length}`);
  await expect(
    cards(page)
      .first()
      .getByRole('link', { name: /^View More/ }),
  ).toHaveAttribute('href', `/KidsCornerSubGallery?id=${current[0]!.id}`);

  await page.getByLabel('Year').selectOption('all');
  await expect(page).toHaveURL(/\/KidsCorner\?year=all$/);
  await expect(countText(page)).toHaveText(`Total Categories: ${kids.length}`);
  // Newest first across years.
  const dates = kids
    .map((k) => k.date)
    .sort()
    .reverse();
  await expect(cards(page).first().getByRole('heading', { level: 2 })).toHaveText(
    kids.find((k) => k.date === dates[0])!.title,
  );
  await page.getByLabel('Month').selectOption('Jun');
  await expect(countText(page)).toHaveText(
    `Total Categories: ${kids.filter((k) => k.date.slice(5, 7) === '06').length}`,
  );
  expect(errors).toEqual([]);
});

test('Video Gallery: year filter; cards open the video in a new tab', async ({ page, site, errors }) => {
  const res = await fetch(`${site.apiBaseUrl}/api/video/All/SMCS01`);
  const videos = (await res.json()) as { title: string; date: string; videoUrl: string }[];
  const lastYear = String(thisYear - 1);
  await page.goto('/VideoGallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Video Gallery' })).toBeVisible();
  const links = page.getByTestId('video-list').getByRole('link');
  await expect(links).toHaveCount(Math.min(24, videos.length));
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('rel', /noopener/);
  await expect(links.first()).toHaveAttribute('href', videos[0]!.videoUrl);
  await page.getByLabel('Year').selectOption(lastYear);
  await expect(page).toHaveURL(/\/VideoGallery\?year=/);
  await expect(links).toHaveCount(videos.filter((v) => v.date.startsWith(lastYear)).length);
  expect(errors).toEqual([]);
});

test('the remote also runs standalone on its own origin', async ({ page, site, errors }) => {
  await page.goto(`${site.url('mf_gallery')}/KidsCorner?year=all`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kids Corner' })).toBeVisible();
  await expect(page.getByTestId('album-list').getByRole('listitem').first()).toBeVisible();
  expect(errors).toEqual([]);
});
