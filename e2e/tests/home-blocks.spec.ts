// mf-home: every home block with dev-api data, the notification popup (once a day, modal, Escape) and
// the pause controls of the moving content (WCAG 2.2.2).
import type { Locator, Page } from '@playwright/test';
import { expect, test, untilHydrated, wakeIslands } from '../fixtures.ts';
import { homeBlocks, scrollThroughHome, storyBlocks } from '../home-blocks.ts';

// This spec is about the motion itself.
test.use({ reducedMotion: 'no-preference' });

const block = (page: Page, id: string) => page.getByTestId(id);

/** Opens the home page and closes the notification popup that opens by itself. */
async function openHome(page: Page) {
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
}

/** Whether a CSS-animated element moves: its animations' play state (pause sets it), not a stopwatch. */
const running = (target: Locator) => target.evaluate((el) => el.getAnimations().some((a) => a.playState === 'running'));

/** A carousel's track: a CSS animation moves it (decision record 028). */
const trackOf = (carousel: Locator) => carousel.locator('[data-carousel-track]');

/** Where a carousel's track stands: the transform its animation gives it. */
const slideOf = (track: Locator) => track.evaluate((el) => getComputedStyle(el).transform);

/** Whether a carousel moves on by itself: it is running, and its track stands elsewhere a moment later. */
async function advances(track: Locator) {
  await expect.poll(() => running(track)).toBe(true);
  const before = await slideOf(track);
  await expect.poll(() => slideOf(track), { timeout: 10_000 }).not.toBe(before);
}

/** The slide a carousel shows first, from the left of its window. */
async function shownSlide(carousel: Locator): Promise<Locator> {
  const slides = carousel.getByRole('group');
  const index = await trackOf(carousel).evaluate((track) => {
    const left = track.parentElement!.getBoundingClientRect().left;
    const all = [...track.querySelectorAll('[role="group"]')];
    const distances = all.map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
    return distances.indexOf(Math.min(...distances));
  });
  return slides.nth(index);
}

test.describe('home page with dev-api data', () => {
  // One visit to the filled page checks its blocks, the calendar's downloads and the story links:
  // the page costs the most of any, and these checks leave it as they found it until the last.
  test('shows every block in order, filled; the hero loads its first picture eagerly; the calendar moves and downloads; each news, circular and event entry opens its own story page', async ({
    page,
    errors,
  }) => {
    test.slow();
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await openHome(page);

    // The first hero picture loads eagerly at high priority, the rest lazily, all responsive.
    const imgs = block(page, 'hero-slider').getByRole('group').locator('img');
    await expect(imgs).toHaveCount(7);
    const attrs = await imgs.evaluateAll((list) =>
      list.map((i) => ({
        loading: i.getAttribute('loading'),
        priority: i.getAttribute('fetchpriority'),
        srcset: i.getAttribute('srcset') ?? '',
        width: i.getAttribute('width'),
      })),
    );
    const first = attrs[0]!;
    expect(first).toMatchObject({ loading: 'eager', priority: 'high', width: '1920' });
    expect(attrs.filter((a) => a.loading === 'lazy')).toHaveLength(6);
    for (const a of attrs) expect(a.srcset.split(',').length).toBeGreaterThanOrEqual(3);

    // Every block in order, filled.
    const tops: number[] = [];
    for (const id of homeBlocks) {
      const el = block(page, id);
      await el.scrollIntoViewIfNeeded();
      await expect(el).toBeVisible();
      tops.push((await el.boundingBox())!.y + (await page.evaluate(() => window.scrollY)));
    }
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    for (const id of ['highlights', 'notices', 'circulars', 'news', 'online-registration'])
      await expect(block(page, id)).not.toContainText('Stay Tuned For More Updates');
    for (const id of ['gallery', 'achievements', 'toppers', 'birthdays', 'events'])
      await expect(block(page, id).locator('[data-placeholder]')).toHaveCount(0);
    await expect(block(page, 'hero-slider').getByRole('link', { name: /open Kids Corner/ })).toHaveCount(7);
    await expect(block(page, 'toppers')).toContainText('%');
    await expect(block(page, 'calendar').getByRole('columnheader')).toHaveText([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    await expect(block(page, 'calendar').locator('td[data-event]').first()).toBeVisible();
    await expect(block(page, 'message-principal').getByRole('link', { name: /Read More/ })).toHaveAttribute(
      'href',
      '/PrincipalMessage',
    );
    await expect(block(page, 'news').getByRole('link', { name: 'More News' })).toHaveAttribute('href', '/News');
    await expect(block(page, 'quick-buttons').getByRole('link')).toHaveCount(7);
    // The carousels' motion reaches the composed site (a remote's CSS is injected by federation).
    await advances(trackOf(block(page, 'hero-slider')));

    // The academic calendar moves by month and downloads an .ics file.
    const calendar = block(page, 'calendar');
    await calendar.scrollIntoViewIfNeeded();
    const title = calendar.getByRole('heading', { level: 3 });
    const month = await title.textContent();
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(title).not.toHaveText(month!);
    await calendar.getByRole('button', { name: 'Previous month' }).click();
    await expect(title).toHaveText(month!);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      calendar.getByRole('button', { name: /Add to calendar/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^academic-calendar-\d{4}-\d{2}\.ics$/);
    const text = await (
      await download.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/);
    expect(text).toContain('BEGIN:VEVENT\r\nUID:');
    expect(text).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);

    const events = block(page, 'events');
    await events.scrollIntoViewIfNeeded();
    await events.getByRole('button', { name: 'Pause Upcoming Events' }).click();
    // Paused mid-move, a slide may be half out of the window: Next sets one in place, whole.
    const track = trackOf(events);
    const pausedAt = await slideOf(track);
    await events.getByRole('button', { name: 'Next Upcoming Events' }).click();
    await expect.poll(() => slideOf(track)).not.toBe(pausedAt);
    const [eventFile] = await Promise.all([
      page.waitForEvent('download'),
      (await shownSlide(events)).getByRole('button', { name: /Add to calendar/ }).click(),
    ]);
    expect(eventFile.suggestedFilename()).toMatch(/\.ics$/);

    // Each news, circular and event entry links to its own story page.
    for (const { id, itemPath, list } of storyBlocks) {
      await block(page, id).scrollIntoViewIfNeeded();
      await expect(block(page, id).locator(`a[href^="${itemPath}?id="]`).first()).toBeAttached();
      // Every other link is the block's one link to its list, or a news item's attachment (a file of the provider).
      const hrefs = await block(page, id)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
      const others = hrefs.filter((h) => !h.startsWith(`${itemPath}?id=`) && !h.startsWith('http'));
      expect(others, id).toEqual([list]);
    }
    expect(consoleErrors).toEqual([]);
    // Followed, an event's link shows that event.
    const link = (await shownSlide(events)).locator('a[href^="/EventItem?id="]').first();
    const eventTitle = (await link.textContent())!.trim();
    await link.click();
    await expect(page).toHaveURL(/\/EventItem\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the notification popup opens once a day, as a modal that Escape closes', async ({ page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popup).toBeVisible();
    // Focus moved into the dialog; the page behind is inert.
    expect(await popup.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(popup.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(popup.getByRole('img')).toBeVisible();
    await expect(popup.getByRole('link', { name: /Attachment/ })).toBeVisible();
    // Paging is the popup's island's: it wakes first, so the test never waits on its load, which the
    // benchmark measures (a tap before it, held by the page loader, gives up after 8 s on a busy machine).
    const next = popup.getByRole('button', { name: /Next/ });
    await next.focus();
    await untilHydrated(next);
    await next.click();
    await expect(popup.getByText(/^2 of \d+$/)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    // Back to the home page in the same visit: it stays closed.
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Contact Us' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.goBack();
    await expect(block(page, 'highlights')).not.toContainText('Stay Tuned');
    // Once its notifications are in, the popup has decided whether to open.
    await expect(page.getByTestId('notification-popup')).toHaveAttribute('data-settled', 'true');
    await expect(popup).toBeHidden();
    // A new load of the home page the same day: it stays closed too.
    await page.reload();
    await expect(page.getByTestId('notification-popup')).toHaveAttribute('data-settled', 'true');
    await expect(popup).toBeHidden();
  });

  test('pause controls stop every marquee, ticker, slider and carousel; moving content holds on hover and on keyboard focus', async ({
    page,
  }) => {
    await openHome(page);
    // The tickers' and carousels' buttons are their islands': they wake first, so the test never waits
    // on their load, which the benchmark measures.
    await wakeIslands(page);
    const highlight = block(page, 'highlights').getByTestId('ticker-reel');
    await expect.poll(() => running(highlight)).toBe(true);
    await page.getByRole('button', { name: 'Pause Highlights' }).click();
    await expect.poll(() => running(highlight)).toBe(false);
    await page.getByRole('button', { name: 'Play Highlights' }).click();
    await expect.poll(() => running(highlight)).toBe(true);

    const news = block(page, 'news').getByTestId('vertical-reel');
    await block(page, 'news').scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(() => running(news)).toBe(true);
    await page.getByRole('button', { name: 'Pause Latest News' }).click();
    await expect.poll(() => running(news)).toBe(false);

    for (const [id, label] of [
      ['hero-slider', 'photo highlights'],
      ['toppers', 'Toppers'],
    ] as const) {
      const track = trackOf(block(page, id));
      await block(page, id).scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await advances(track);
      await page.getByRole('button', { name: `Pause ${label}` }).click();
      await expect.poll(() => running(track)).toBe(false);
      // Previous and Next still work while paused.
      const pausedAt = await slideOf(track);
      await page.getByRole('button', { name: `Next ${label}` }).click();
      await expect.poll(() => slideOf(track)).not.toBe(pausedAt);
      expect(await running(track)).toBe(false);
    }

    // Moving content holds on hover and on keyboard focus (the highlights play again, the notices were
    // never paused), from the top of the page as a visitor arrives.
    await page.evaluate(() => window.scrollTo(0, 0));
    const notices = block(page, 'notices');
    const reel = notices.getByTestId('ticker-reel');
    // Its window, which stays where it is (Playwright hovers only what does not move).
    await reel.locator('..').hover();
    await expect.poll(() => running(reel)).toBe(false);
    await page.mouse.move(0, 0);
    await expect.poll(() => running(reel)).toBe(true);
    await expect.poll(() => running(highlight)).toBe(true);
    await block(page, 'highlights').getByRole('link').first().focus();
    await expect.poll(() => running(highlight)).toBe(false);
  });

  test('with reduced motion preferred, everything starts paused: by CSS before the page wakes, with Play once awake', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await scrollThroughHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
    for (const id of ['hero-slider', 'gallery', 'toppers']) expect(await running(trackOf(block(page, id)))).toBe(false);
    for (const id of ['highlights', 'notices'])
      expect(await running(block(page, id).getByTestId('ticker-reel'))).toBe(false);
    expect(await running(block(page, 'news').getByTestId('vertical-reel'))).toBe(false);
    // Its buttons say so before any code runs.
    await expect(block(page, 'notices').getByRole('button', { name: 'Play Notices' })).toBeVisible();
    await expect(block(page, 'notices').getByRole('button', { name: 'Pause Notices' })).toHaveCount(0);
    // Every moving block is an island: each wakes, and learns the visitor's preference, on its own.
    await wakeIslands(page);
    // Back at the top, where the pointer leaving a block (to 0, 0) rests on the header.
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const label of [
      'Highlights',
      'photo highlights',
      'Notices',
      'Photo Gallery',
      'Circulars',
      'Upcoming Events',
      'Achievements',
      'Toppers',
      'Birthdays',
      'Latest News',
    ]) {
      await expect(page.getByRole('button', { name: `Play ${label}` })).toBeVisible();
    }
    // Play starts it.
    await page.getByRole('button', { name: 'Play photo highlights' }).click();
    await page.mouse.move(0, 0);
    await advances(trackOf(block(page, 'hero-slider')));
  });

  test('with reduced motion preferred, Play tapped before the page wakes plays once its island is awake', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-still', 'true');
    const notices = block(page, 'notices');
    await notices.getByRole('button', { name: 'Play Notices' }).click();
    await expect(notices.getByRole('button', { name: 'Pause Notices' })).toBeVisible({ timeout: 30_000 });
    await page.mouse.move(0, 0);
    await expect.poll(() => running(notices.getByTestId('ticker-reel'))).toBe(true);
  });
});
