// The home page's blocks, for tests that need every one of them mounted.
import type { Page } from '@playwright/test';

/** The home blocks' test ids, in the order the page shows them. */
export const homeBlocks = [
  'highlights',
  'hero-slider',
  'notices',
  'gallery',
  'message-principal',
  'message-manager',
  'circulars',
  'events',
  'calendar',
  'achievements',
  'toppers',
  'birthdays',
  'news',
  'online-registration',
  'social',
  'quick-buttons',
];

/** Scrolls to each block in turn as a visitor does: blocks below the fold mount when they come near. */
export async function scrollThroughHome(page: Page) {
  for (const id of homeBlocks) await page.getByTestId(id).scrollIntoViewIfNeeded();
}

/** The home blocks whose entries each open their own story page, that page's path and the block's link to its list. */
export const storyBlocks = [
  { id: 'news', itemPath: '/NewsItem', list: '/News' },
  { id: 'circulars', itemPath: '/CircularItem', list: '/Circular' },
  { id: 'events', itemPath: '/EventItem', list: '/Events' },
] as const;
