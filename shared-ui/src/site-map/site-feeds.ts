import type { RouteName } from './site-map.ts';

export type SiteFeed = {
  path: `/${string}`;
  title: string;
  route: RouteName;
  item: RouteName;
  advertisedOn: readonly RouteName[];
};

export const siteFeeds = {
  news: { path: '/feeds/news.xml', title: 'News', route: 'news', item: 'newsItem', advertisedOn: ['home', 'news'] },
  notices: {
    path: '/feeds/notices.xml',
    title: 'Notices',
    route: 'schoolNotice',
    item: 'schoolNoticeItem',
    advertisedOn: ['home', 'schoolNotice'],
  },
} as const satisfies Record<string, SiteFeed>;

export type FeedName = keyof typeof siteFeeds;

/** In a reader's list and a page's head alike. */
export const feedTitle = (feed: SiteFeed, schoolName: string): string => `${schoolName} ${feed.title}`;

export const CALENDAR_FEED_PATH = '/calendar.ics';
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

export const unlistedRoutes: readonly RouteName[] = ['homeKiosk', 'login'];

export const feedsAdvertisedOn = (route: RouteName): SiteFeed[] =>
  Object.values<SiteFeed>(siteFeeds).filter((f) => f.advertisedOn.includes(route));

export function calendarFeedUrls(origin: string): { https: string; webcal: string } {
  const https = new URL(CALENDAR_FEED_PATH, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
