// Events in the composed site, against dev-api's demo data.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { MONTHS } from '@school/shared-api';
import { NOT_ANSWERING } from '@school/shared-ui/kept-answers-line';
import { expect, openPage, test } from '../fixtures.ts';
import { nextEvent } from '../next-event.ts';

type RawEvent = {
  _id: string;
  title: string;
  date: string;
  time: string;
  venue: string;
  images: string[];
  attachments: string[];
};
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
const cards = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const total = (page: Page) => page.getByText('Total Events:');

test.describe('Events', () => {
  let events: RawEvent[] = [];
  test.beforeEach(async ({ site, request }) => {
    events = (await (
      await request.get(`${site.apiBaseUrl}/api/events/All/${site.runtimeConfig.schoolCode}`)
    ).json()) as RawEvent[];
    expect(events.length).toBeGreaterThan(30);
  });

  test('cards start at the next event and show image, title, description, Location, date, time and attachment', async ({
    page,
    errors,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
    await openPage(page, '/Events', 'Events');
    await expect(total(page)).toHaveText(`Total Events: ${events.length}`);
    await expect(cards(page)).toHaveCount(24);
    // The next upcoming event first (dev-api plans events about three months ahead: the next one
    // is not the furthest one), then the later ones, then past events: the dates first rise, then fall.
    const newest = nextEvent(events);
    const furthest = [...events].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    expect(newest.date.slice(0, 10)).not.toBe(furthest.date.slice(0, 10));
    const first = cards(page).first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest.title);
    const days = (
      await cards(page)
        .locator('time')
        .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''))
    ).map((d) => d.slice(0, 10));
    const turn = days.findIndex((d, i) => i > 0 && d < days[i - 1]!);
    if (turn > 0) for (let i = turn + 1; i < days.length; i++) expect(days[i]! <= days[i - 1]!).toBe(true);
    await expect(first.locator('img')).toHaveAttribute('src', /^\/img\/960\/.+/);
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    await expect(first.locator('dt', { hasText: 'Location' })).toBeVisible();
    await expect(first.locator('dd').first()).toHaveText(newest.venue);
    await expect(first.locator('time')).toHaveText(/^\d{2} [A-Z][a-z]{2} \d{4}$/);
    await expect(first.locator('dd').last()).toHaveText(newest.time);

    const withDoc = events.find((e) => e.attachments.length > 0)!;
    await page.getByLabel('Search', { exact: true }).fill(withDoc.title);
    const link = page.getByRole('link', { name: `View Attachment: ${withDoc.title} (opens in a new tab)` }).first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    expect((await page.request.get((await link.getAttribute('href')) ?? '')).status()).toBe(200);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('"Add to calendar" downloads a valid .ics file for that event', async ({ page }) => {
    await openPage(page, '/Events', 'Events');
    const event = nextEvent(events);
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: `Add to calendar: ${event.title}` })
      .first()
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const text = readFileSync(await file.path(), 'utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    // The UID the subscribed calendar gives the same event (decision 013): an import does not duplicate it.
    expect(lines).toContain(`UID:event-${event._id}@smcs01.school-website`);
    expect(lines).toContain(`SUMMARY:${event.title.replace(/([,;])/g, '\\$1')}`);
    expect(
      lines.some(
        (l) =>
          l.startsWith(`DTSTART:${event.date.slice(0, 10).replace(/-/g, '')}`) || l.startsWith('DTSTART;VALUE=DATE:'),
      ),
    ).toBe(true);
  });

  test('year, month and search filters, kept in the URL', async ({ page }) => {
    await openPage(page, '/Events', 'Events');
    const year = events[5]!.date.slice(0, 4);
    await page.getByLabel('Year', { exact: true }).selectOption(year);
    const inYear = events.filter((e) => e.date.startsWith(year));
    await expect(total(page)).toHaveText(`Total Events: ${inYear.length}`);
    const month = inYear[0]!.date.slice(5, 7);
    await page.getByLabel('Month', { exact: true }).selectOption(MONTHS[Number(month) - 1]!);
    const inMonth = inYear.filter((e) => e.date.slice(5, 7) === month);
    await expect(total(page)).toHaveText(`Total Events: ${inMonth.length}`);
    for (const date of await cards(page).locator('time').allTextContents())
      expect(date).toMatch(new RegExp(` ${year}$`));
    await page.getByLabel('Search', { exact: true }).fill(inMonth[0]!.title.slice(0, 6).toLowerCase());
    await expect(cards(page).first().getByRole('heading')).toHaveText(inMonth[0]!.title);
    await expect(page).toHaveURL(/&q=/);
    await page.reload();
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue(year);
    await expect(cards(page).first().getByRole('heading')).toHaveText(inMonth[0]!.title);
    await expectNoAxeViolations(page);
  });

  for (const mode of ['empty', 'error'] as const) {
    test(`says what the provider ${mode === 'empty' ? 'answered' : 'did not answer'} (${mode})`, async ({
      page,
      errors,
      siteWith,
    }) => {
      const site = await siteWith(mode);
      await openPage(page, site.url('shell') + '/Events', 'Events');
      if (mode === 'empty') {
        await expect(page.getByText('Stay Tuned For More Updates')).toBeVisible();
        await expect(total(page)).toHaveText('Total Events: 0');
      } else {
        await expect(page.getByText(NOT_ANSWERING)).toBeVisible();
        await expect(page.getByText('Stay Tuned For More Updates')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }
});
