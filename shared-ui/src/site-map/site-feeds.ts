// The site's machine-readable documents beside its pages: the feeds, the calendar to subscribe
// to, the sitemap and robots.txt. The shell's server answers these paths; pages link to them.
import { matchRoute, type RouteName } from './site-map.ts';

export type SiteFeed = {
  path: `/${string}`;
  /** After the school's name in the feed's and the link's title. */
  title: string;
  /** The page that lists the same items: the channel links there. */
  route: RouteName;
  /** Each item's own page (?id=): the item links there. */
  item: RouteName;
  /** Pages whose head advertises the feed (`<link rel="alternate">`). */
  advertisedOn: readonly RouteName[];
};

export const siteFeeds = {
  news: { path: '/feeds/news.xml', title: 'News', route: 'news', item: 'newsItem', advertisedOn: ['home', 'news'] },
  notices: {
    path: '/feeds/notices.xml',
    title: 'School Notices',
    route: 'schoolNotice',
    item: 'schoolNoticeItem',
    advertisedOn: ['home', 'schoolNotice'],
  },
} as const satisfies Record<string, SiteFeed>;

export type FeedName = keyof typeof siteFeeds;

/** The academic calendar and the events as one iCalendar feed. */
export const CALENDAR_FEED_PATH = '/calendar.ics';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** Pages no search engine should list: the lobby kiosk and the sign-in page. */
export const unlistedRoutes: readonly RouteName[] = ['homeKiosk', 'login'];

/** The feeds a page's head advertises, by the page's path. */
export function feedsAdvertisedOn(pathname: string): SiteFeed[] {
  const route = matchRoute(pathname);
  return route ? Object.values<SiteFeed>(siteFeeds).filter((f) => f.advertisedOn.includes(route.name)) : [];
}

/** The calendar feed's https URL and its `webcal:` twin (which calendar apps open as a subscription). */
export function calendarFeedUrls(origin: string): { https: string; webcal: string } {
  const https = new URL(CALENDAR_FEED_PATH, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
