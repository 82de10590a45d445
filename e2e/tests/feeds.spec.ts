// The site's feeds, calendar, sitemap and robots.txt, as the shell's server answers them against
// dev-api's demo data; parsed with the browser's own parsers, in a blank page (the site's pages are
// not what they read).
import type { APIRequestContext, Page } from '@playwright/test';
import { calendarDate, isoDay, schoolYearDays, schoolYearOf } from '@school/shared-api';
import { expect, test } from '../fixtures.ts';
import { getRendered } from '../rendered-page.ts';

type Raw = { _id?: string; id?: string; category?: string; title: string; date: string };

async function providerList(
  request: APIRequestContext,
  apiBaseUrl: string,
  path: string,
  school: string,
): Promise<Raw[]> {
  const res = await request.get(`${apiBaseUrl}/api/${path}/${school}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Raw[];
}

/** The item titles of an RSS document as a reader shows them (plain text in CDATA). */
async function feedTitles(page: Page, xml: string): Promise<{ channel: string; titles: string[]; links: string[] }> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) throw new Error('The feed is not well-formed XML');
    const items = [...doc.getElementsByTagName('item')];
    return {
      channel: doc.querySelector('channel > title')?.textContent ?? '',
      titles: items.map((i) => i.getElementsByTagName('title')[0]?.textContent ?? ''),
      links: items.map((i) => i.getElementsByTagName('link')[0]?.textContent ?? ''),
    };
  }, xml);
}

/** The newest 50 dated titles, as the feed should carry them (order of ties aside). */
const newest = (items: Raw[]) =>
  items
    .filter((i) => i.date && !Number.isNaN(Date.parse(i.date)))
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
    .slice(0, 50)
    .map((i) => i.title);

/** The unfolded content lines of an iCalendar document (RFC 5545 §3.1). */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsText = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

test.describe('feeds', () => {
  // The links are in the HTML the server sends, outside what the page's code renders: a feed reader
  // reads that HTML. The pages' policy and console are security-headers.spec.ts's and home-pages.spec.ts's.
  test('/, /News and /SchoolNotice advertise their feeds in the head; /Gallery advertises none', async ({
    page,
    request,
  }) => {
    const expected: Record<string, string[]> = {
      '/': ['/feeds/news.xml', '/feeds/notices.xml'],
      '/News': ['/feeds/news.xml'],
      '/SchoolNotice': ['/feeds/notices.xml'],
      '/Gallery': [],
    };
    for (const [path, feeds] of Object.entries(expected)) {
      const html = await (await getRendered(request, path)).text();
      const links = await page.evaluate((source) => {
        const head = new DOMParser().parseFromString(source, 'text/html').head;
        return {
          alternates: head.querySelectorAll('link[rel="alternate"]').length,
          feeds: [...head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((e) => ({
            path: new URL(e.getAttribute('href') ?? '').pathname,
            title: e.getAttribute('title') ?? '',
          })),
        };
      }, html);
      expect(
        links.feeds.map((f) => f.path),
        path,
      ).toEqual(feeds);
      expect(links.alternates, path).toBe(feeds.length);
      for (const { title } of links.feeds) expect(title).toMatch(/ (News|Notices)$/);
    }
  });

  test("the news and notices feeds parse and hold the provider's newest titles", async ({
    page,
    request,
    site,
    baseURL,
  }) => {
    const school = site.runtimeConfig.schoolCode;
    const news = await providerList(request, site.apiBaseUrl, 'news/all', school);
    const content = await providerList(request, site.apiBaseUrl, 'content/all', school);
    const noticeKeys = new Set<string>();
    const notices = [...news, ...content].filter(
      (i) =>
        i.category === 'NoticeBoard' &&
        !noticeKeys.has(i._id ?? i.id ?? i.title) &&
        noticeKeys.add(i._id ?? i.id ?? i.title),
    );
    for (const { path, items, itemPath } of [
      { path: '/feeds/news.xml', items: news.filter((i) => i.category === 'News'), itemPath: '/NewsItem' },
      { path: '/feeds/notices.xml', items: notices, itemPath: '/SchoolNoticeItem' },
    ]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers()['x-content-type-options']).toBe('nosniff');
      expect(res.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      const feed = await feedTitles(page, await res.text());
      expect(feed.channel).toMatch(/ (News|Notices)$/);
      expect(feed.channel).not.toMatch(/\b(\w+) \1\b/);
      // Items of one day may come in either order: compare what is carried, not the order of ties.
      const want = newest(items);
      expect(want.length).toBeGreaterThan(0);
      expect(feed.titles).toHaveLength(want.length);
      expect(items.map((i) => i.title)).toEqual(expect.arrayContaining(feed.titles));
      expect(feed.titles).toContain(want[0]);
      // Each item links to its own page (story-pages.spec.ts opens one).
      for (const link of feed.links) expect(link.startsWith(`${baseURL}${itemPath}?id=`), link).toBe(true);
      expect(new Set(feed.links).size).toBe(feed.links.length);
    }
  });

  test('the calendar feed is iCalendar with the academic calendar and the events, UIDs stable across fetches', async ({
    request,
    site,
  }) => {
    const school = site.runtimeConfig.schoolCode;
    const events = await providerList(request, site.apiBaseUrl, 'events/All', school);
    const calendar = await providerList(request, site.apiBaseUrl, 'academicCalender/all', school);
    const fetchIcs = async () => {
      const res = await request.get('/calendar.ics');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      return icsLines(await res.text());
    };
    const lines = await fetchIcs();
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('END:VCALENDAR');
    const uids = lines.filter((l) => l.startsWith('UID:'));
    expect(uids.length).toBe(lines.filter((l) => l === 'BEGIN:VEVENT').length);
    expect(new Set(uids).size).toBe(uids.length);
    expect(uids.some((u) => u.startsWith('UID:event-'))).toBe(true);
    expect(uids.some((u) => u.startsWith('UID:calendar-'))).toBe(true);
    const vevents = lines
      .join('\n')
      .split('BEGIN:VEVENT\n')
      .slice(1)
      .map((block) => {
        const field = (name: string) => block.split('\n').find((l) => l.startsWith(name)) ?? '';
        return { start: field('DTSTART'), summary: icsText(field('SUMMARY:').slice('SUMMARY:'.length)) };
      });
    const summaries = vevents.map((e) => e.summary);
    const near = calendar.filter((e) => Math.abs(Date.parse(e.date) - Date.now()) < 60 * 86_400_000).slice(0, 5);
    expect(near.length).toBeGreaterThan(0);
    for (const e of [...events.slice(0, 5), ...near]) expect(summaries, e.title).toContain(e.title);
    // Each occasion once (the academic calendar's copy of an event's day is the event), from the
    // start of the last school year on, and every timed event in the school's zone.
    const days = vevents.map((e) => /:(\d{8})/.exec(e.start)![1]!);
    const occasions = vevents.map((e, i) => `${days[i]} ${e.summary}`);
    expect(new Set(occasions).size).toBe(occasions.length);
    const lastYear = schoolYearDays(schoolYearOf(calendarDate(new Date().toISOString())!) - 1).first;
    expect(days.every((day) => day >= isoDay(lastYear).replace(/-/g, ''))).toBe(true);
    expect(lines).toContain('BEGIN:VTIMEZONE');
    const timed = vevents.filter((e) => /T\d{6}$/.test(e.start));
    expect(timed.length).toBeGreaterThan(0);
    for (const e of timed) expect(e.start, e.summary).toMatch(`DTSTART;TZID=${site.runtimeConfig.timeZone}:`);
    // The cached copy is rebuilt after 10 s; a new fetch of the same data keeps every UID.
    const again = (await fetchIcs()).filter((l) => l.startsWith('UID:'));
    expect(again).toEqual(uids);
  });

  test('/ and /Events offer the calendar to subscribe to (webcal: and https)', async ({ page, baseURL }) => {
    const host = new URL(baseURL!).host;
    for (const path of ['/', '/Events']) {
      await page.goto(path);
      const link = page.getByRole('link', { name: 'Subscribe to the school calendar' });
      await expect(link, path).toHaveAttribute('href', `webcal://${host}/calendar.ics`);
      await expect(page.getByText(`${baseURL}/calendar.ics`)).toBeVisible();
    }
  });

  test('the sitemap lists every public page and the albums, not the kiosk or login; robots.txt points to it', async ({
    page,
    request,
    baseURL,
  }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const locs = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, 'application/xml');
        if (doc.getElementsByTagName('parsererror').length) throw new Error('The sitemap is not well-formed XML');
        return [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
      },
      await res.text(),
    );
    for (const path of ['/', '/About', '/News', '/SchoolNotice', '/Events', '/Gallery', '/Admission', '/Tc'])
      expect(locs).toContain(`${baseURL}${path}`);
    expect(locs.some((l) => l.startsWith(`${baseURL}/SubGallery?id=`))).toBe(true);
    expect(locs.filter((l) => /\/(HomeKiosk|Login)\b/i.test(l))).toEqual([]);
    // A listed album page exists.
    const album = locs.find((l) => l.includes('/SubGallery?id='))!;
    expect((await request.get(album)).status()).toBe(200);

    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await robots.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain('Disallow: /HomeKiosk');
    expect(text).toContain('Disallow: /Login');
  });

  test('the sitemap lists every story page, dated by its item up to today, and a listed story opens', async ({
    page,
    request,
    baseURL,
    site,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const urls = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) throw new Error('The sitemap is not well-formed XML');
      return [...doc.getElementsByTagName('url')].map((u) => ({
        loc: u.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: u.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      }));
    }, xml);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    const school = site.runtimeConfig.schoolCode;
    const [news, events] = await Promise.all([
      providerList(request, site.apiBaseUrl, 'news/all', school),
      providerList(request, site.apiBaseUrl, 'events/All', school),
    ]);
    // No day ahead of the school's: an event still to come has not changed then.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: site.runtimeConfig.timeZone }).format(new Date());
    expect(urls.filter((u) => u.lastmod !== null && u.lastmod > today)).toEqual([]);
    // Every news item and every event, each dated by its own day up to today.
    for (const [itemPath, items] of [
      ['/NewsItem', news.filter((n) => n.category === 'News')],
      ['/EventItem', events],
    ] as const) {
      const listed = urls.filter((u) => u.loc.startsWith(`${baseURL}${itemPath}?id=`));
      expect(listed.length, itemPath).toBe(items.length);
      for (const item of items.slice(0, 20)) {
        const url = listed.find(
          (u) => u.loc === `${baseURL}${itemPath}?id=${encodeURIComponent(item.id || item._id!)}`,
        );
        const day = isoDay(calendarDate(item.date)!);
        expect(url?.lastmod, item.title).toBe(day <= today ? day : null);
      }
    }
    for (const itemPath of ['/SchoolNoticeItem', '/CircularItem'])
      expect(
        urls.some((u) => u.loc.startsWith(`${baseURL}${itemPath}?id=`)),
        itemPath,
      ).toBe(true);
    // Listed story pages exist.
    for (const itemPath of ['/NewsItem', '/SchoolNoticeItem', '/CircularItem', '/EventItem']) {
      const story = urls.find((u) => u.loc.startsWith(`${baseURL}${itemPath}?id=`))!;
      expect((await request.get(story.loc)).status(), story.loc).toBe(200);
    }
  });
});
