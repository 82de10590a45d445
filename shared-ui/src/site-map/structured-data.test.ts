import { describe, expect, it } from 'vitest';
import type { SchoolProfile } from '@school/shared-ui/runtime-config';
import { DATE_TIME_WITH_OFFSET, missingProperties, nodesOf } from '../testing/rich-results.ts';
import { HEADLINE_MAX } from './item-nodes.ts';
import { namedRoute, type RouteName } from './site-map.ts';
import { buildStructuredData, structuredDataTag, type StructuredDataInput, type Thing } from './structured-data.ts';

const school: SchoolProfile = {
  name: "St. Mary's Convent School",
  shortName: "St. Mary's",
  tagline: 'English-medium school up to Std X',
  address: 'Convent Road, Civil Lines, Nagpur, Maharashtra 440001',
  postalAddress: {
    street: 'Convent Road, Civil Lines',
    locality: 'Nagpur',
    region: 'Maharashtra',
    postalCode: '440001',
    country: 'IN',
  },
  phones: ['+91 712 255 1970', '+91 712 255 1971'],
  email: 'office@school.example',
  mapsUrl: 'https://maps.example/',
  mapEmbedUrl: 'https://maps.example/embed',
  admissionPortalUrl: 'https://portal.example/',
  onlinePaymentUrl: 'https://pay.example/',
  social: { facebook: '/', youtube: 'https://www.youtube.com/@school' },
};

const origin = 'https://school.example';
const build = (name: RouteName, url: string, over: Partial<StructuredDataInput> = {}) =>
  buildStructuredData({
    route: namedRoute(name),
    origin,
    url,
    school,
    timeZone: 'Asia/Kolkata',
    logo: '/icons/icon-512.png',
    ...over,
  });
/** The node types whose @type may be T. */
type Of<T, N = Thing> = N extends { '@type': infer U } ? (T extends U ? N : never) : never;
const ofType = <T extends Thing['@type']>(graph: Thing[], type: T) =>
  graph.filter((n): n is Of<T> => n['@type'] === type);
const one = <T extends Thing['@type']>(graph: Thing[], type: T) => {
  const nodes = ofType(graph, type);
  expect(nodes, type).toHaveLength(1);
  return nodes[0]!;
};
const types = (graph: Thing[]) => graph.map((n) => n['@type']);
/** Every node has what schema.org and Google expect of its type. */
const expectComplete = (graph: Thing[]) => {
  for (const node of graph) expect(missingProperties(node as never), node['@type']).toEqual([]);
};

const event = {
  title: 'Annual Sports Day',
  description: 'Races and relays for every house.',
  image: '/img/1280/uploads/events/sports.jpg',
  facts: {
    date: '2025-01-18T12:00:00.000Z',
    time: '8:00 AM to 11:00 AM',
    venue: 'School Ground',
    images: ['/img/1280/uploads/events/sports.jpg'],
  },
};

describe('buildStructuredData: the school', () => {
  it('is on every page, with its address, phones, e-mail and logo; the home page names the site too', () => {
    const home = build('home', '/');
    expect(types(home)).toEqual(['School', 'WebSite']);
    expectComplete(home);
    expect(one(home, 'School')).toEqual({
      '@type': 'School',
      '@id': 'https://school.example/#school',
      name: "St. Mary's Convent School",
      alternateName: "St. Mary's",
      description: 'English-medium school up to Std X',
      url: 'https://school.example/',
      logo: 'https://school.example/icons/icon-512.png',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Convent Road, Civil Lines',
        addressLocality: 'Nagpur',
        addressRegion: 'Maharashtra',
        postalCode: '440001',
        addressCountry: 'IN',
      },
      telephone: ['+91 712 255 1970', '+91 712 255 1971'],
      email: 'office@school.example',
      sameAs: ['https://www.youtube.com/@school'],
    });
    expect(one(home, 'WebSite').publisher['@id']).toBe('https://school.example/#school');
    for (const [name, url] of [
      ['about', '/About'],
      ['tc', '/Tc'],
      ['news', '/News'],
    ] as const)
      expect(types(build(name, url)), url).toEqual(['School', 'BreadcrumbList']);
  });

  it('gives the address as its line where the profile has no parts, and one phone as one', () => {
    const { postalAddress: _, ...plain } = school;
    const node = one(build('home', '/', { school: { ...plain, phones: ['+91 1'] } }), 'School');
    expect(node.address).toBe('Convent Road, Civil Lines, Nagpur, Maharashtra 440001');
    expect(node.telephone).toBe('+91 1');
  });
});

describe('buildStructuredData: breadcrumbs', () => {
  it("go Home > the page on a list, and Home > list > item on an item's page, at their canonical addresses", () => {
    const list = one(build('events', '/Events?year=2024&utm_source=x'), 'BreadcrumbList');
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://school.example/' },
      { '@type': 'ListItem', position: 2, name: 'Events', item: 'https://school.example/Events' },
    ]);
    const item = one(
      build('subGallery', '/SubGallery?id=a%20b', { item: { title: ' Annual  Day ' } }),
      'BreadcrumbList',
    );
    expect(item.itemListElement.map(({ name, item: at }) => [name, at])).toEqual([
      ['Home', 'https://school.example/'],
      ['Gallery', 'https://school.example/Gallery'],
      ['Annual Day', 'https://school.example/SubGallery?id=a%20b'],
    ]);
  });

  it('leave out a step that has no page of its own', () => {
    const crumbs = one(build('patron', '/Patron'), 'BreadcrumbList').itemListElement;
    expect(crumbs.map((c) => c.name)).toEqual(['Home', 'Our Patron']);
  });
});

describe('buildStructuredData: an event', () => {
  it("has its dates in the school's time zone, the school as its place and organizer, and its photo", () => {
    const graph = build('eventItem', '/EventItem?id=e-1', { item: event });
    expect(types(graph)).toEqual(['School', 'BreadcrumbList', 'Event']);
    expectComplete(graph);
    const node = one(graph, 'Event');
    expect(node).toMatchObject({
      name: 'Annual Sports Day',
      url: 'https://school.example/EventItem?id=e-1',
      startDate: '2025-01-18T08:00:00+05:30',
      endDate: '2025-01-18T11:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: "School Ground, St. Mary's Convent School",
        address: { '@type': 'PostalAddress', addressLocality: 'Nagpur' },
      },
      image: ['https://school.example/img/1280/uploads/events/sports.jpg'],
      description: 'Races and relays for every house.',
      organizer: { '@type': 'School', name: "St. Mary's Convent School", url: 'https://school.example/' },
    });
    expect(node.startDate).toMatch(DATE_TIME_WITH_OFFSET);
  });

  it('is on its day alone when its time is not given, and is left out without a date', () => {
    const untimed = build('eventItem', '/EventItem?id=e-1', { item: { ...event, facts: { date: '2025-01-18' } } });
    expect(one(untimed, 'Event')).toMatchObject({ startDate: '2025-01-18', endDate: '2025-01-18' });
    expect(one(untimed, 'Event').location.name).toBe("St. Mary's Convent School");
    const undated = build('eventItem', '/EventItem?id=e-1', { item: { ...event, facts: { time: '10:00 AM' } } });
    expect(types(undated)).toEqual(['School', 'BreadcrumbList']);
  });

  it('are listed on the events page as the page shows them, each at its own address', () => {
    const listed = [
      { name: 'Annual Sports Day', href: '/EventItem?id=e-1' },
      { name: 'Science  Fair', href: '/EventItem?id=e-2' },
    ];
    const graph = build('events', '/Events', { item: { listed } });
    expect(types(graph)).toEqual(['School', 'BreadcrumbList', 'ItemList']);
    expectComplete(graph);
    expect(one(graph, 'ItemList')).toEqual({
      '@type': 'ItemList',
      name: 'Events',
      url: 'https://school.example/Events',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Annual Sports Day', url: 'https://school.example/EventItem?id=e-1' },
        { '@type': 'ListItem', position: 2, name: 'Science Fair', url: 'https://school.example/EventItem?id=e-2' },
      ],
    });
    expect(types(build('events', '/Events', { item: { listed: [] } }))).toEqual(['School', 'BreadcrumbList']);
  });
});

describe('buildStructuredData: a story', () => {
  const story = {
    title: 'Our students win the district science quiz',
    description: 'Three students of Std IX took the first prize.',
    image: '/og-card/NewsItem.png?id=n-1',
    facts: { date: '2024-06-01T00:00:00.000Z' },
  };

  it('is a NewsArticle by the school, dated with the offset, pictured', () => {
    const graph = build('newsItem', '/NewsItem?id=n-1', { item: story });
    expect(types(graph)).toEqual(['School', 'BreadcrumbList', 'NewsArticle']);
    expectComplete(graph);
    expect(one(graph, 'NewsArticle')).toMatchObject({
      '@id': 'https://school.example/NewsItem?id=n-1#article',
      mainEntityOfPage: 'https://school.example/NewsItem?id=n-1',
      headline: story.title,
      description: story.description,
      datePublished: '2024-06-01T05:30:00+05:30',
      image: ['https://school.example/og-card/NewsItem.png?id=n-1'],
      author: { '@type': 'School', name: "St. Mary's Convent School" },
      publisher: { '@id': 'https://school.example/#school' },
    });
  });

  it('keeps a headline within what Google shows', () => {
    const title = 'A very long headline about the annual day '.repeat(4);
    const { headline } = one(build('newsItem', '/NewsItem?id=n-1', { item: { ...story, title } }), 'NewsArticle');
    expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(headline).toMatch(/^A very long headline about .*…$/);
  });

  it("is an Article on a notice's or a circular's page: the school's announcement, not news", () => {
    expect(types(build('schoolNoticeItem', '/SchoolNoticeItem?id=1', { item: story }))).toContain('Article');
    expect(types(build('circularItem', '/CircularItem?id=1', { item: story }))).toContain('Article');
  });
});

describe('buildStructuredData: an album', () => {
  it('is an ImageGallery of the photos its page shows', () => {
    const photos = ['/img/1280/uploads/gallery/1.jpg', '/img/1280/uploads/gallery/2.jpg'];
    for (const [name, url] of [
      ['subGallery', '/SubGallery?id=g-1'],
      ['subActivities', '/SubActivites?id=g-1'],
      ['kidsCornerSubGallery', '/KidsCornerSubGallery?id=g-1'],
    ] as const) {
      const graph = build(name, url, { item: { title: 'Annual Day', facts: { date: '2024-12-20', images: photos } } });
      expect(types(graph), url).toEqual(['School', 'BreadcrumbList', 'ImageGallery']);
      expectComplete(graph);
      expect(one(graph, 'ImageGallery')).toMatchObject({
        name: 'Annual Day',
        url: `https://school.example${url}`,
        dateCreated: '2024-12-20T00:00:00+05:30',
        image: photos.map((p) => ({ '@type': 'ImageObject', contentUrl: `https://school.example${p}` })),
      });
    }
  });
});

describe('buildStructuredData: pages without their item', () => {
  it('describes nothing on a 404, and nothing of an item the provider did not give', () => {
    expect(build('newsItem', '/NewsItem?id=nope', { missing: true })).toEqual([]);
    expect(build('about', '/About', { missing: true })).toEqual([]);
    expect(types(build('eventItem', '/EventItem?id=e-1', { item: { facts: event.facts } }))).toEqual(['School']);
    expect(types(build('subGallery', '/SubGallery?id=1'))).toEqual(['School']);
  });
});

describe('structuredDataTag', () => {
  it('writes one JSON-LD block that no text of the provider can end or break', () => {
    const title = '</script><script>alert(1)</script><!-- & "quoted"';
    const html = structuredDataTag(
      build('newsItem', '/NewsItem?id=n-1', { item: { title, facts: { date: '2024-06-01' } } }),
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    const json = JSON.parse(html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>')));
    expect(json['@context']).toBe('https://schema.org');
    const article = nodesOf([json]).find((n) => n['@type'] === 'NewsArticle');
    expect(article?.headline).toBe(title);
  });

  it('is parsed by the browser as one data block holding the text as written', () => {
    const title = 'Prize day </script><img src=x onerror=alert(1)>';
    document.head.innerHTML = structuredDataTag(build('newsItem', '/NewsItem?id=1', { item: { title } }));
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(document.head.querySelector('img')).toBeNull();
    expect(nodesOf([JSON.parse(scripts[0]!.textContent!)]).find((n) => n['@type'] === 'NewsArticle')?.headline).toBe(
      title,
    );
  });

  it('writes nothing for nothing', () => {
    expect(structuredDataTag([])).toBe('');
  });
});
