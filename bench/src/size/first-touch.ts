// What a visitor's first touch on a still page loads (decision record 028): the script that wakes it.
import { expect, type Browser, type Page } from '@playwright/test';
import { mobileViewport, scriptsOf, type ScriptLoad } from './first-load-js.ts';
import type { TouchName } from './size-budgets.ts';
import { openFirstAlbum, untilHydrated } from '../page-steps.ts';

export type Touch = {
  name: TouchName;
  label: string;
  /** Opens the page and waits until it is read, before any touch. */
  open: (page: Page, origin: string) => Promise<void>;
  /** The touch, and what shows it took effect. */
  touch: (page: Page) => Promise<void>;
};

export const touches: readonly Touch[] = [
  {
    name: 'albumPhoto',
    label: 'a photo tapped in an album (/SubGallery)',
    open: (page, origin) => openFirstAlbum(page, origin, 'networkidle'),
    touch: async (page) => {
      await page.getByTestId('photo-grid').getByRole('link').first().click();
      await page.getByRole('dialog').waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'listSearch',
    label: "a key pressed in a list's search (/News)",
    open: async (page, origin) => {
      await page.goto(`${origin}/News`, { waitUntil: 'networkidle' });
    },
    touch: async (page) => {
      await page.getByLabel('Search', { exact: true }).press('a');
      await page.waitForURL(/[?&]q=a/, { timeout: 20_000 });
    },
  },
  {
    name: 'eventSearch',
    label: "a key pressed in /Events' search",
    open: async (page, origin) => {
      await page.goto(`${origin}/Events`, { waitUntil: 'networkidle' });
    },
    touch: async (page) => {
      await page.getByLabel('Search', { exact: true }).press('a');
      await page.waitForURL(/[?&]q=a/, { timeout: 20_000 });
    },
  },
  {
    name: 'topperSession',
    label: 'a session chosen on /Toppers',
    open: async (page, origin) => {
      await page.goto(`${origin}/Toppers`, { waitUntil: 'networkidle' });
    },
    touch: async (page) => {
      await page.getByLabel('Session').press('ArrowDown');
      await page.waitForURL(/[?&]session=/, { timeout: 20_000 });
    },
  },
  {
    name: 'videoYear',
    label: 'a year chosen on /VideoGallery',
    open: async (page, origin) => {
      await page.goto(`${origin}/VideoGallery`, { waitUntil: 'networkidle' });
    },
    touch: async (page) => {
      await page.getByLabel('Year').press('ArrowDown');
      await page.waitForURL(/[?&]year=/, { timeout: 20_000 });
    },
  },
  {
    name: 'headerSearch',
    label: "a key pressed in the header's search, until its suggestions show (/About)",
    open: async (page, origin) => {
      await page.goto(`${origin}/About`, { waitUntil: 'networkidle' });
    },
    touch: async (page) => {
      await page.getByLabel('Search the site').pressSequentially('sports');
      await page.getByRole('list', { name: 'Suggestions' }).waitFor({ timeout: 20_000 });
    },
  },
  {
    name: 'heroNext',
    label: "a tap on the hero's Next (/)",
    open: openHome,
    touch: async (page) => {
      await page.getByRole('button', { name: 'Next photo highlights' }).click();
      await untilHydrated(page, '[data-testid="hero-slider"] button');
    },
  },
  {
    name: 'calendarNext',
    label: "a tap on the calendar's Next month (/)",
    open: openHome,
    touch: async (page) => {
      // Scrolled to, as a visitor would: a page the browser had to render draws the block only near the screen.
      await page.getByTestId('calendar').scrollIntoViewIfNeeded();
      const month = page.getByTestId('calendar').getByRole('heading', { level: 3 });
      const shown = (await month.textContent()) ?? '';
      await page.getByRole('button', { name: 'Next month' }).click();
      await expect(month).not.toHaveText(shown, { timeout: 20_000 });
    },
  },
  {
    name: 'formField',
    label: "a key typed in /Admission's form",
    open: async (page, origin) => {
      await page.goto(`${origin}/Admission`, { waitUntil: 'networkidle' });
    },
    touch: async (page) => {
      const name = page.getByLabel('Student name', { exact: false });
      await name.press('a');
      // The form's island has the field and what was typed before it came.
      await untilHydrated(page, 'main input[name="firstName"]');
      await expect(name).toHaveValue('a');
    },
  },
];

async function openHome(page: Page, origin: string) {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // The notifications open by themselves; their Close is the browser's (an Escape pressed in the
  // same instant was once not heard, and the dialog covered the hero).
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await popup.getByRole('button', { name: 'Close' }).click();
  await popup.waitFor({ state: 'hidden' });
}

/** The scripts loaded from the touch until the network is quiet again, gzipped as first-load-js counts them. */
export async function firstTouch(browser: Browser, origin: string, { open, touch }: Touch): Promise<ScriptLoad[]> {
  const context = await browser.newContext({ viewport: mobileViewport, serviceWorkers: 'block' });
  const page = await context.newPage();
  try {
    await open(page, origin);
    const scripts = scriptsOf(page);
    await touch(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
    return await scripts();
  } finally {
    await context.close();
  }
}
