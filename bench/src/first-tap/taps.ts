// A visitor's first tap, made as soon as the page has loaded, on a phone whose CPU is 4x slower
// (decision record 028): the page loads no app before it, so the tap wakes the app and is answered
// once it has hydrated. Each `answered` runs in the page, on every frame, until it is true.
import type { Page } from '@playwright/test';
import { openFirstAlbum } from '../page-steps.ts';

export type Tap = {
  name: string;
  label: string;
  /** Opens the page the tap is made on, and waits for its load event (not for a quiet network). */
  open: (page: Page, origin: string) => Promise<void>;
  tap: (page: Page) => Promise<void>;
  answered: () => boolean;
  /** The hero holds still under reduced motion, so a jump is the tap's answer, not its autoplay. */
  reducedMotion?: boolean;
};

const load = async (page: Page, url: string) => void (await page.goto(url, { waitUntil: 'load' }));

export const taps: readonly Tap[] = [
  {
    name: 'menu',
    label: 'the phone menu (/About)',
    open: (page, origin) => load(page, `${origin}/About`),
    tap: (page) => page.getByRole('button', { name: 'Menu' }).click(),
    answered: () => document.querySelector(':popover-open') !== null,
  },
  {
    name: 'listSearch',
    label: "a key in a list's search (/News)",
    open: (page, origin) => load(page, `${origin}/News`),
    tap: (page) => page.getByLabel('Search', { exact: true }).press('a'),
    answered: () => new URLSearchParams(location.search).get('q') === 'a',
  },
  {
    name: 'headerSearch',
    label: "a word typed into the header's search, until its suggestions show (/About)",
    open: (page, origin) => load(page, `${origin}/About`),
    // Timed from its first key: suggestions come from the second letter, for a word that names something.
    tap: (page) => page.getByLabel('Search the site').pressSequentially('sports'),
    answered: () => document.querySelector('form[role="search"] ul a') !== null,
  },
  {
    name: 'lightbox',
    label: 'a photo in an album (/SubGallery)',
    open: (page, origin) => openFirstAlbum(page, origin, 'load'),
    tap: (page) => page.getByTestId('photo-grid').getByRole('link').first().click(),
    answered: () => document.querySelector('[role="dialog"]') !== null,
  },
  {
    name: 'heroNext',
    label: "the hero's Next (/)",
    reducedMotion: true,
    open: async (page, origin) => {
      await load(page, `${origin}/`);
      // The notifications open by themselves; their Close is the browser's and wakes nothing.
      const popup = page.getByRole('dialog', { name: 'Notifications' });
      await popup.getByRole('button', { name: 'Close' }).click();
      await popup.waitFor({ state: 'hidden' });
    },
    tap: (page) => page.getByRole('button', { name: 'Next photo highlights' }).click(),
    answered: () =>
      (document.querySelector('[data-testid="hero-slider"] [data-carousel-track]')?.getAnimations()[0]?.currentTime ??
        0) !== 0,
  },
];
