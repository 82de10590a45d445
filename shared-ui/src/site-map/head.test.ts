import { describe, expect, it } from 'vitest';
import { buildHead, DESCRIPTION_MAX, headTags, type HeadInput } from './head.ts';
import { namedRoute, routeNames, siteMap } from './site-map.ts';

const site = {
  schoolName: "St. Mary's Convent School",
  origin: 'https://school.example',
  defaultImage: { src: '/og-image.jpg', alt: 'The school crest', width: 1200, height: 630 },
};
const head = (input: Partial<HeadInput> & Pick<HeadInput, 'route' | 'url'>) => buildHead({ ...site, ...input });

describe('buildHead', () => {
  it('titles every page "<page> | <school>", the home page too', () => {
    expect(head({ route: 'home', url: '/' }).title).toBe("Home | St. Mary's Convent School");
    expect(head({ route: 'gallery', url: '/Gallery' }).title).toBe("Gallery | St. Mary's Convent School");
    expect(head({ route: namedRoute('tc'), url: '/Tc' }).title).toBe(
      "Transfer Certificate | St. Mary's Convent School",
    );
  });

  it("uses the item's title, description and image on a detail page", () => {
    const h = head({
      route: 'subGallery',
      url: '/SubGallery?id=3',
      item: { title: 'Sports Day', description: 'Races\n and  games.', image: '/api/image/uploads/a.jpg' },
    });
    expect(h.title).toBe("Sports Day | St. Mary's Convent School");
    expect(h.og?.title).toBe(h.title);
    expect(h.description).toBe('Races and games.');
    expect(h.og?.image?.src).toBe('https://school.example/api/image/uploads/a.jpg');
    expect(h.og?.type).toBe('article');
  });

  it("gives a story's page its own title, description and canonical og:url on the public origin", () => {
    const h = head({
      route: 'newsItem',
      url: '/newsitem?id=n-1&fbclid=x',
      origin: 'https://www.school.example/',
      item: { title: 'Science fair', description: 'Our Std IX team won.' },
    });
    expect(h.title).toBe("Science fair | St. Mary's Convent School");
    expect(h.og).toMatchObject({
      title: h.title,
      description: 'Our Std IX team won.',
      url: 'https://www.school.example/NewsItem?id=n-1',
      type: 'article',
    });
    expect(h.canonical).toBe(h.og?.url);
  });

  it("falls back to the page's own title and description when the item has none", () => {
    const h = head({ route: 'subGallery', url: '/SubGallery?id=3', item: { title: '  ', description: '' } });
    expect(h.title).toBe("Gallery | St. Mary's Convent School");
    expect(h.description).toBe(siteMap.subGallery.description);
  });

  it('describes a page by its site-map sentence, shortening long item text at a word', () => {
    expect(head({ route: 'news', url: '/News' }).description).toBe(siteMap.news.description);
    const long = head({
      route: 'subActivities',
      url: '/SubActivites?id=1',
      item: { description: 'word '.repeat(100) },
    }).description;
    expect(long.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(long).toMatch(/word…$/);
  });

  it('keeps only the declared query parameters in the canonical URL, and the route spelling', () => {
    expect(head({ route: 'subGallery', url: '/subgallery?utm=x&id=3' }).canonical).toBe(
      'https://school.example/SubGallery?id=3',
    );
    expect(head({ route: 'gallery', url: '/Gallery?year=2024' }).canonical).toBe('https://school.example/Gallery');
    expect(head({ route: 'news', url: '/News?year=2024&month=Mar&q=exam' }).canonical).toBe(
      'https://school.example/News',
    );
    expect(head({ route: 'toppers', url: '/Toppers?session=2024-2025' }).canonical).toBe(
      'https://school.example/Toppers',
    );
    expect(head({ route: 'home', url: '/?utm=x', origin: 'https://school.example/' }).canonical).toBe(
      'https://school.example/',
    );
    expect(head({ route: 'kidsCornerSubGallery', url: '/KidsCornerSubGallery' }).canonical).toBe(
      'https://school.example/KidsCornerSubGallery',
    );
    expect(head({ route: 'subGallery', url: '/SubGallery?id=a%20b' }).og?.url).toBe(
      'https://school.example/SubGallery?id=a%20b',
    );
  });

  it('makes the default image absolute and uses the large card only with an image', () => {
    const h = head({ route: 'about', url: '/About' });
    expect(h.og?.image?.src).toBe('https://school.example/og-image.jpg');
    expect(h.og?.type).toBe('website');
    expect(h.twitter?.card).toBe('summary_large_image');
    const bare = head({ route: 'about', url: '/About', defaultImage: undefined });
    expect(bare.og?.image).toBeUndefined();
    expect(bare.twitter?.card).toBe('summary');
  });

  it('gives every route an og:title of its own, except the detail pages that share their list title', () => {
    const titles = routeNames.map((route) => head({ route, url: siteMap[route].path }).og?.title);
    const detailTitles = routeNames.filter((n) => siteMap[n].params.length > 0).length;
    expect(new Set(titles).size).toBe(titles.length - detailTitles);
    expect(head({ route: 'news', url: '/News' }).og?.title).not.toBe(
      head({ route: 'events', url: '/Events' }).og?.title,
    );
  });
});

describe('headTags', () => {
  it('renders title, description, canonical, Open Graph and Twitter tags', () => {
    const html = headTags(head({ route: 'subGallery', url: '/SubGallery?id=3&utm=x', item: { title: 'Annual Day' } }));
    expect(html.split('\n')).toEqual([
      "<title>Annual Day | St. Mary's Convent School</title>",
      `<meta name="description" content="${siteMap.subGallery.description}">`,
      '<link rel="canonical" href="https://school.example/SubGallery?id=3">',
      '<meta property="og:site_name" content="St. Mary&#39;s Convent School">',
      '<meta property="og:title" content="Annual Day | St. Mary&#39;s Convent School">',
      `<meta property="og:description" content="${siteMap.subGallery.description}">`,
      '<meta property="og:image" content="https://school.example/og-image.jpg">',
      '<meta property="og:image:alt" content="The school crest">',
      '<meta property="og:image:width" content="1200">',
      '<meta property="og:image:height" content="630">',
      '<meta property="og:url" content="https://school.example/SubGallery?id=3">',
      '<meta property="og:type" content="article">',
      '<meta name="twitter:card" content="summary_large_image">',
    ]);
  });

  it("describes an item's own photo by the item's title, its size unknown", () => {
    const html = headTags(
      head({ route: 'subGallery', url: '/SubGallery?id=3', item: { title: 'Annual Day', image: '/img/1280/a.jpg' } }),
    );
    expect(html).toContain('<meta property="og:image" content="https://school.example/img/1280/a.jpg">');
    expect(html).toContain('<meta property="og:image:alt" content="Annual Day">');
    expect(html).not.toContain('og:image:width');
  });

  it('marks a missing item noindex, with no canonical and no preview tags', () => {
    const html = headTags(head({ route: 'subGallery', url: '/SubGallery?id=nope', missing: true }));
    expect(html.split('\n')).toEqual([
      "<title>Gallery | St. Mary's Convent School</title>",
      `<meta name="description" content="${siteMap.subGallery.description}">`,
      '<meta name="robots" content="noindex">',
    ]);
  });

  it('escapes every value', () => {
    const h = head({
      route: 'subGallery',
      url: '/SubGallery?id=3',
      item: { title: `"<b>&'`, description: `<script>alert("x")</script>` },
    });
    const html = headTags(h);
    expect(html).toContain("<title>\"&lt;b&gt;&amp;' | St. Mary's Convent School</title>");
    expect(html).toContain('content="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"');
    expect(html).not.toMatch(/<b>|<script>/);
  });

  it('advertises the feeds of /, /News and /SchoolNotice, and none elsewhere', () => {
    const alternates = (route: 'home' | 'news' | 'schoolNotice' | 'gallery') =>
      headTags(head({ route, url: siteMap[route].path }))
        .split('\n')
        .filter((l) => l.includes('rel="alternate"'));
    expect(alternates('home')).toEqual([
      '<link rel="alternate" type="application/rss+xml" title="St. Mary&#39;s Convent School News" href="https://school.example/feeds/news.xml">',
      '<link rel="alternate" type="application/rss+xml" title="St. Mary&#39;s Convent School Notices" href="https://school.example/feeds/notices.xml">',
    ]);
    expect(alternates('news')).toHaveLength(1);
    expect(alternates('schoolNotice')[0]).toContain('/feeds/notices.xml');
    expect(alternates('gallery')).toEqual([]);
  });

  it('leaves out og:image when there is no image', () => {
    const html = headTags(head({ route: 'home', url: '/', defaultImage: undefined }));
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
  });
});
