import { describe, expect, it } from 'vitest';
import { calendarFeedUrls, feedsAdvertisedOn, feedTitle, siteFeeds, unlistedRoutes } from './site-feeds.ts';
import { siteMap } from './site-map.ts';

describe('site feeds', () => {
  it('finds the feeds a page advertises by its route', () => {
    expect(feedsAdvertisedOn('home').map((f) => f.path)).toEqual(['/feeds/news.xml', '/feeds/notices.xml']);
    expect(feedsAdvertisedOn('news').map((f) => f.path)).toEqual(['/feeds/news.xml']);
    expect(feedsAdvertisedOn('schoolNotice').map((f) => f.path)).toEqual(['/feeds/notices.xml']);
    expect(feedsAdvertisedOn('gallery')).toEqual([]);
  });

  it('links each feed to the page that lists its items', () => {
    expect(siteMap[siteFeeds.news.route].path).toBe('/News');
    expect(siteMap[siteFeeds.notices.route].path).toBe('/SchoolNotice');
  });

  it("titles each feed by the school's name and what it holds, no word twice", () => {
    const school = "St. Mary's Convent School";
    expect(feedTitle(siteFeeds.news, school)).toBe("St. Mary's Convent School News");
    expect(feedTitle(siteFeeds.notices, school)).toBe("St. Mary's Convent School Notices");
  });

  it('gives the calendar feed an https and a webcal URL on the same host', () => {
    expect(calendarFeedUrls('https://school.example')).toEqual({
      https: 'https://school.example/calendar.ics',
      webcal: 'webcal://school.example/calendar.ics',
    });
    expect(calendarFeedUrls('http://localhost:8080').webcal).toBe('webcal://localhost:8080/calendar.ics');
  });

  it('keeps the kiosk and the sign-in page out of search engines', () => {
    expect(unlistedRoutes.map((r) => siteMap[r].path)).toEqual(['/HomeKiosk', '/Login']);
  });
});
