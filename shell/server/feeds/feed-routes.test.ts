import Fastify from 'fastify';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  apiBase,
  apiHandlers,
  endpointPattern,
  failingHandler,
  makeContentItem,
  makeEvent,
  makeNews,
  schoolCode,
  setupApi,
} from '@school/shared-api/testing';
import { ProviderAnswers } from '@school/config/provider-answers';
import { feedRoutes } from './feed-routes.ts';

const { server: provider } = setupApi();

const runtimeIn = (timeZone: string) =>
  ({
    apiBaseUrl: apiBase,
    schoolCode,
    school: { name: 'Test School', shortName: 'TS' },
    timeZone,
    remotes: {},
  }) as never;
const runtime = runtimeIn('Asia/Kolkata');

async function site(dataDeadlineMs?: number) {
  const server = Fastify();
  await server.register(feedRoutes, { runtime, origin: 'https://school.test', dataDeadlineMs });
  return server;
}

describe('feed routes', () => {
  it('answer each document with its type and the pages cache windows, and 304 for its ETag', async () => {
    provider.use(...apiHandlers({ newsAll: [makeNews({ _id: 'n 1', title: 'Sports Day' })] }));
    const server = await site();
    const types = {
      '/feeds/news.xml': 'application/rss+xml',
      '/feeds/notices.xml': 'application/rss+xml',
      '/calendar.ics': 'text/calendar',
      '/sitemap.xml': 'application/xml',
      '/robots.txt': 'text/plain',
    };
    for (const [path, type] of Object.entries(types)) {
      const res = await server.inject({ url: path, headers: { host: 'evil.test' } });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe(`${type}; charset=utf-8`);
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
      const again = await server.inject({
        url: path,
        headers: { host: 'evil.test', 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, path).toBe(304);
    }
    const news = await server.inject({ url: '/feeds/news.xml', headers: { host: 'evil.test' } });
    expect(news.body).toContain('<![CDATA[Sports Day]]>');
    // The configured origin, never the Host the request carries.
    expect(news.body).toContain('<link>https://school.test/News</link>');
    expect(news.body).toContain('<link>https://school.test/NewsItem?id=n%201</link>');
    expect(news.body).not.toContain('evil.test');
    expect(news.body).toContain('<title>Test School News</title>');
    const notices = await server.inject({ url: '/feeds/notices.xml' });
    expect(notices.body).toContain('<title>Test School Notices</title>');
    await server.close();
  });

  it("share the provider's answers within a window: the news feed and the sitemap ask for the news once", async () => {
    provider.use(...apiHandlers({ newsAll: [makeNews({ _id: 'n1', title: 'Sports Day' })] }));
    let asked = 0;
    provider.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === new URL(endpointPattern('newsAll')).pathname) asked += 1;
    });
    const server = Fastify();
    const providerAnswers = new ProviderAnswers({ maxBytes: 1024 * 1024, freshMs: 10_000 });
    await server.register(feedRoutes, { runtime, origin: 'https://school.test', providerAnswers });
    expect((await server.inject('/feeds/news.xml')).body).toContain('Sports Day');
    expect((await server.inject('/sitemap.xml')).body).toContain('/NewsItem?id=n1');
    expect(asked).toBe(1);
    await server.close();
  });

  it('lists every story page in the sitemap, dated by its item', async () => {
    provider.use(
      ...apiHandlers({
        newsAll: [makeNews({ _id: 'n1', date: '2024-03-05T00:00:00.000Z' })],
        contentAll: [makeContentItem({ _id: 'nb1', category: 'NoticeBoard', date: '2024-04-01T00:00:00.000Z' })],
        circularAll: [makeContentItem({ _id: 'c1', date: '2024-05-02T00:00:00.000Z' })],
        eventsAll: [makeEvent({ _id: 'e1', date: '2024-06-03' })],
      }),
    );
    const server = await site();
    const { body } = await server.inject('/sitemap.xml');
    for (const [path, day] of [
      ['/NewsItem?id=n1', '2024-03-05'],
      ['/SchoolNoticeItem?id=nb1', '2024-04-01'],
      ['/CircularItem?id=c1', '2024-05-02'],
      ['/EventItem?id=e1', '2024-06-03'],
    ])
      expect(body).toContain(`<url><loc>https://school.test${path}</loc><lastmod>${day}</lastmod></url>`);
    expect(body).toContain('<url><loc>https://school.test/News</loc></url>');
    await server.close();
  });

  it("writes the calendar's events at their time in the configured time zone", async () => {
    const today = new Date().toISOString().slice(0, 10);
    provider.use(...apiHandlers({ eventsAll: [makeEvent({ title: 'Assembly', date: today, time: '8:00 AM' })] }));
    const server = Fastify();
    await server.register(feedRoutes, { runtime: runtimeIn('Europe/Berlin'), origin: 'https://school.test' });
    const res = await server.inject('/calendar.ics');
    expect(res.body).toContain(`DTSTART;TZID=Europe/Berlin:${today.replace(/-/g, '')}T080000`);
    expect(res.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    await server.close();
  });

  it.each(['/feeds/news.xml', '/feeds/notices.xml', '/calendar.ics', '/sitemap.xml'])(
    'answers %s 503 with Retry-After, never an empty 200, when the provider fails and nothing is kept',
    async (url) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      provider.use(
        ...(['newsAll', 'galleryAll', 'highlightAll', 'circularAll', 'academicCalendar', 'eventsAll'] as const).flatMap(
          (name) => failingHandler(name, 500),
        ),
      );
      const server = await site();
      const res = await server.inject({ url, headers: { host: 'evil.test' } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.headers['cache-control']).toBe('no-store');
      await server.close();
    },
  );

  it("answers with the provider's last good answers when it does not answer in time, kept 2 s", async () => {
    provider.use(...apiHandlers({ newsAll: [makeNews({ _id: 'n-1', title: 'Sports Day' })] }));
    const before = await site();
    expect((await before.inject({ url: '/feeds/news.xml' })).body).toContain('Sports Day');
    await before.close();

    provider.use(http.get(endpointPattern('newsAll'), () => new Promise<never>(() => {})));
    const server = await site(50);
    const res = await server.inject({ url: '/feeds/news.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
    expect(res.body).toContain('<![CDATA[Sports Day]]>');
    await server.close();
  });
});
