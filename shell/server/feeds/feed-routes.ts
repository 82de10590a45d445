import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createApiClient,
  isProviderFault,
  newsList,
  noticeBoardList,
  storyLists,
  type ApiClient,
} from '@school/shared-api';
import type { ProviderAnswers } from '@school/config/provider-answers';
import type { RuntimeConfig } from '@school/config/runtime-config';
import {
  CALENDAR_FEED_PATH,
  feedTitle,
  ROBOTS_PATH,
  SITEMAP_PATH,
  siteFeeds,
  type FeedName,
} from '@school/shared-ui/site-feeds';
import { heapHasRoomFor } from '@school/shared-ui/heap-room';
import { href, siteMap } from '@school/shared-ui/site-map';
import {
  createPageCache,
  headersFor,
  notModified,
  pickEncoding,
  type PageCache,
  type RenderedPage,
} from '../page-cache.ts';
import { PROVIDER_TIMEOUT_MS } from '../deadline.ts';
import { buildCalendarFeed } from './calendar-feed.ts';
import { icsTimeZone, todayIn } from './calendar-time-zone.ts';
import { buildRssFeed } from './rss-feed.ts';
import { albumPaths, buildRobots, buildSitemap, publicPaths, storyUrls } from './sitemap.ts';

type Document = {
  contentType: string;
  build: (api: ApiClient, origin: string) => Promise<string>;
};

export function siteDocuments(
  runtime: Pick<RuntimeConfig, 'schoolCode' | 'school' | 'timeZone'>,
): Record<string, Document> {
  const { school, schoolCode } = runtime;
  const timeZone = icsTimeZone(runtime.timeZone);
  const rss = (name: FeedName): Document => {
    const feed = siteFeeds[name];
    const page = siteMap[feed.route];
    const load = name === 'news' ? newsList : noticeBoardList;
    return {
      contentType: 'application/rss+xml; charset=utf-8',
      build: async (api, origin) =>
        buildRssFeed(
          {
            title: feedTitle(feed, school.name),
            description: page.description,
            pageUrl: origin + page.path,
            itemUrl: (id) => origin + href(feed.item, { id }),
            feedUrl: origin + feed.path,
            guidPrefix: name,
          },
          await load(api),
          (file) => api.imageUrl(file),
        ),
    };
  };
  return {
    [siteFeeds.news.path]: rss('news'),
    [siteFeeds.notices.path]: rss('notices'),
    [CALENDAR_FEED_PATH]: {
      contentType: 'text/calendar; charset=utf-8',
      build: async (api, origin) => {
        const [entries, events] = await Promise.all([api.getAcademicCalendar(), api.getEvents()]);
        const now = new Date();
        return buildCalendarFeed({
          entries,
          events,
          schoolCode,
          calendarName: `${school.shortName} Calendar`,
          timeZone,
          today: todayIn(runtime.timeZone, now),
          now,
          eventUrl: (id) => origin + href('eventItem', { id }),
        });
      },
    },
    [SITEMAP_PATH]: {
      contentType: 'application/xml; charset=utf-8',
      build: async (api, origin) => {
        const [gallery, news, notices, circulars, events] = await Promise.all([
          api.getGallery(),
          storyLists.news(api),
          storyLists.notices(api),
          storyLists.circulars(api),
          storyLists.events(api),
        ]);
        const today = todayIn(runtime.timeZone, new Date());
        return buildSitemap(origin, [
          ...publicPaths(),
          ...albumPaths(gallery),
          ...storyUrls('newsItem', news, today),
          ...storyUrls('schoolNoticeItem', notices, today),
          ...storyUrls('circularItem', circulars, today),
          ...storyUrls('eventItem', events, today),
        ]);
      },
    },
    [ROBOTS_PATH]: { contentType: 'text/plain; charset=utf-8', build: async (_api, origin) => buildRobots(origin) },
  };
}

export async function feedRoutes(
  server: FastifyInstance,
  {
    runtime,
    origin,
    dataDeadlineMs = 1000,
    providerAnswers,
  }: {
    runtime: RuntimeConfig;
    origin: string;
    dataDeadlineMs?: number | undefined;
    /** Shared by every feed built within a window: the sitemap and the feeds read the same lists. */
    providerAnswers?: ProviderAnswers | undefined;
  },
) {
  const documents = siteDocuments(runtime);
  const cache: PageCache = createPageCache({
    render: async (pathname): Promise<RenderedPage> => {
      let degraded = false;
      let unanswered = false;
      const api = createApiClient({
        baseUrl: runtime.apiBaseUrl,
        schoolCode: runtime.schoolCode,
        timeoutMs: PROVIDER_TIMEOUT_MS,
        onFailure: (error) => void (isProviderFault(error) && (degraded = true)),
        admitBody: heapHasRoomFor,
        deadline: dataDeadlineMs,
        onKept: () => void (degraded = true),
        onUnanswered: () => void (unanswered = true),
        providerAnswers,
      });
      const html = await documents[pathname]!.build(api, origin);
      // Never an empty 200: a calendar that polls would drop every event. A copy held is answered instead, else 503.
      if (unanswered) throw new Error(`the provider failed ${pathname}'s calls and nothing was kept`);
      return { status: 200, html, degraded };
    },
  });

  for (const [path, document] of Object.entries(documents)) {
    server.get(path, async (req: FastifyRequest, reply: FastifyReply) => {
      const doc = await cache.get(path).catch((error: unknown) => {
        console.error(`[shell] ${path} could not be built`, error);
        return undefined;
      });
      if (!doc)
        return reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', '10')
          .type('text/plain; charset=utf-8')
          .send('Service unavailable');
      const encoding = pickEncoding(req.headers['accept-encoding']);
      const headers: Record<string, string> = {
        ...headersFor(doc, encoding, cache.windows),
        'content-type': document.contentType,
      };
      if (notModified(req.headers['if-none-match'], doc, encoding)) return reply.code(304).headers(headers).send();
      return reply
        .code(doc.status)
        .headers(headers)
        .send(await doc.body(encoding));
    });
  }
}
