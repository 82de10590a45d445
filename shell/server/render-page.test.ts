import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { RenderedRegion } from '@school/shared-ui/server';
import { compileTemplate } from './page-template.ts';
import { createPageRenderer, defaultImage } from './render-page.ts';
import { CARD_HEIGHT, CARD_WIDTH, storyCardUrl } from './images/story-card-url.ts';
import { routedPage } from '@school/shared-ui/page-key';
import { siteMap } from '@school/shared-ui/site-map';
import { missingProperties, nodesOf } from '@school/shared-ui/testing/rich-results';

const runtime = {
  apiBaseUrl: 'http://api.test',
  schoolCode: 'X',
  remotes: {
    mf_home: 'http://home.test/mf-manifest.json',
    mf_gallery: 'http://gallery.test/mf-manifest.json',
    mf_downloads: 'http://downloads.test/mf-manifest.json',
    mf_forms: 'http://forms.test/mf-manifest.json',
    mf_kiosk: 'http://kiosk.test/mf-manifest.json',
  },
  school: {
    name: 'Test School',
    shortName: 'Test',
    tagline: '',
    address: '1 Test Road, Testpur, Test State 100001',
    postalAddress: {
      street: '1 Test Road',
      locality: 'Testpur',
      region: 'Test State',
      postalCode: '100001',
      country: 'IN',
    },
    phones: ['+91 100 000 0001'],
    email: 'office@school.test',
    social: {},
  },
  timeZone: 'Asia/Kolkata',
} as never;

const template = compileTemplate('<html><head><title>School</title></head><body><div id="root"></div></body></html>');
const region = (over: Partial<RenderedRegion> = {}): RenderedRegion => ({
  html: '<h1>Region</h1>',
  styles: '<style>.r{}</style>',
  data: { k: 1 },
  meta: {},
  degraded: false,
  ...over,
});

function renderer(render: () => Promise<RenderedRegion>, deadlines = {}) {
  const regions = vi.fn(render);
  const renderShell = vi.fn(async ({ region: r }: { region?: { html: string } }) => ({
    html: `<header>Shell</header><main>${r?.html ?? ''}</main>`,
    styles: '',
  }));
  return {
    renderPage: createPageRenderer({ runtime, regions, renderShell, template, ...deadlines }),
    regions,
    renderShell,
  };
}

/** Each JSON-LD block of the page's head, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return nodesOf(blocks.map(([, json]) => JSON.parse(json!) as unknown));
}
const typesOf = (html: string) => structuredData(html).map((n) => n['@type']);

describe('renderPage', () => {
  it("composes the remote's region into the shell, with its head, styles and data", async () => {
    const { renderPage, regions } = renderer(async () =>
      region({ html: '<link rel="preload" as="image" href="/a.jpg"/><h1>News</h1>' }),
    );
    const page = await renderPage(routedPage('/News?year=2024&utm=x'), 'https://school.test');
    // The region is asked for the page key: tracking parameters dropped.
    expect(regions).toHaveBeenCalledWith('mf_downloads', '/News?year=2024', expect.any(AbortSignal));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<main><h1>News</h1></main>');
    expect(page.html).toContain('<title>News | Test School</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://school.test/News"');
    expect(page.html).toContain('<style>.r{}</style>');
    // React's image preload goes to the head, not into the region.
    expect(page.html.indexOf('<link rel="preload" as="image"')).toBeLessThan(page.html.indexOf('</head>'));
    expect(page.html).toContain('"seed":{"k":1}');
    expect(page.html).toContain('<link rel="modulepreload" href="http://downloads.test/remoteEntry.js"');
  });

  it("names the build that rendered the region, and preloads that build's entry rather than the manifest", async () => {
    const { renderPage } = renderer(async () => region({ meta: { build: '0123456789ab' } }));
    const page = await renderPage(routedPage('/News'), 'https://school.test');
    expect(page.html).toContain('"build":"0123456789ab"');
    expect(page.html).toContain(
      '<link rel="modulepreload" href="http://downloads.test/remoteEntry-0123456789ab.js" crossorigin="anonymous" />',
    );
    expect(page.html).not.toMatch(/remoteEntry\.js|<link[^>]*mf-manifest/);
  });

  it('serves a region with no island as a still page: its loader, no app and no remote preloaded', async () => {
    const stillTemplate = compileTemplate(
      '<html><head><title>School</title><script type="module" crossorigin src="/assets/app.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/shared.js"></head><body><div id="root"></div></body></html>',
      'startStillPage()',
    );
    const regions = vi.fn(async () => region({ meta: { islands: [] } }));
    const renderShell = vi.fn(async () => ({ html: '<main>About</main>', styles: '' }));
    const renderPage = createPageRenderer({ runtime, regions, renderShell, template: stillTemplate });
    const page = await renderPage(routedPage('/About'), 'https://school.test');
    expect(page.html).toContain('<script>startStillPage()</script>');
    expect(page.html).not.toMatch(/app\.js|shared\.js|remoteEntry|<link[^>]*mf-manifest/);
    // What the page wakes with, when a control is touched, is still there.
    expect(page.html).toContain('"seed":{"k":1}');

    regions.mockImplementation(async () => region({ meta: { islands: ['lightbox'] } }));
    const moving = await renderPage(routedPage('/SubGallery?id=1'), 'https://school.test');
    expect(moving.html).toContain('src="/assets/app.js"');
    expect(moving.html).not.toContain('startStillPage');
  });

  it('answers 404 for an unknown path, and for an item the page says does not exist', async () => {
    expect((await renderer(async () => region()).renderPage(routedPage('/NoSuchPage'), 'https://s.test')).status).toBe(
      404,
    );
    expect(
      (
        await renderer(async () => region({ meta: { status: 404 } })).renderPage(
          routedPage('/SubGallery?id=nope'),
          'https://s.test',
        )
      ).status,
    ).toBe(404);
  });

  it('keeps a missing album or story out of search engines and previews: noindex, no canonical, no og:', async () => {
    for (const url of ['/SubGallery?id=nope', '/NewsItem?id=nope']) {
      const page = await renderer(async () => region({ meta: { status: 404 } })).renderPage(
        routedPage(url),
        'https://s.test',
      );
      expect(page.status, url).toBe(404);
      expect(page.html, url).toContain('<meta name="robots" content="noindex">');
      expect(page.html, url).not.toMatch(/rel="canonical"|property="og:|twitter:/);
    }
  });

  it("names the site in every preview, and the default picture's crest and its real size", async () => {
    const list = await renderer(async () => region()).renderPage(routedPage('/News'), 'https://s.test');
    expect(list.html).toContain('<meta property="og:site_name" content="Test School">');
    expect(list.html).toContain('<meta property="og:image:alt" content="The crest of Test School">');
    const png = readFileSync(new URL('../public/og-image.png', import.meta.url));
    const { width, height } = defaultImage('Test School');
    // A PNG's IHDR: width and height, big-endian, from byte 16.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([width, height]);
    expect(list.html).toContain(`<meta property="og:image:width" content="${width}">`);
    expect(list.html).toContain(`<meta property="og:image:height" content="${height}">`);
  });

  it("takes a detail page's title, description and picture from its item", async () => {
    const { renderPage } = renderer(async () =>
      region({ meta: { title: 'Sports Day', description: 'Races', image: 'http://api.test/img/1.jpg' } }),
    );
    const page = await renderPage(routedPage('/SubGallery?id=1'), 'https://s.test');
    expect(page.html).toContain('<meta property="og:title" content="Sports Day | Test School"');
    expect(page.html).toContain('<meta property="og:image" content="http://api.test/img/1.jpg"');
  });

  it('shares a story with no photo of its own by a card naming the school and the story, and one with a photo by it', async () => {
    const story = region({ meta: { title: 'Sports <Day>', description: 'Races', islands: [] } });
    const news = await renderer(async () => story).renderPage(
      routedPage('/NewsItem?id=n%201&utm_source=x'),
      'https://s.test',
    );
    const card = storyCardUrl(siteMap.newsItem, 'n 1', { school: 'Test School', label: 'News', title: 'Sports <Day>' });
    expect(card).toMatch(/^\/og-card\/NewsItem\.png\?id=n%201&v=[0-9a-f]{12}$/);
    expect(news.html).toContain(`<meta property="og:image" content="https://s.test${card.replace('&', '&amp;')}"`);
    expect(news.html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(news.html).toContain('<meta property="og:image:alt" content="Test School, News: Sports &lt;Day&gt;">');
    expect(news.html).toContain(`<meta property="og:image:width" content="${CARD_WIDTH}">`);
    expect(news.html).toContain(`<meta property="og:image:height" content="${CARD_HEIGHT}">`);
    const withPhoto = region({ meta: { title: 'Sports Day', image: 'http://api.test/img/1.jpg' } });
    const event = await renderer(async () => withPhoto).renderPage(routedPage('/EventItem?id=e1'), 'https://s.test');
    expect(event.html).toContain('<meta property="og:image" content="http://api.test/img/1.jpg"');
    const list = await renderer(async () => region()).renderPage(routedPage('/News'), 'https://s.test');
    expect(list.html).toContain('<meta property="og:image" content="https://s.test/og-image.png"');
  });

  it('leaves a region that throws or is too slow to the browser, and says so: 200, the shell, no data, degraded', async () => {
    for (const render of [async () => Promise.reject(new Error('boom')), () => new Promise<RenderedRegion>(() => {})]) {
      vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { renderPage, renderShell } = renderer(render, { regionDeadlineMs: 50 });
      const page = await renderPage(routedPage('/News'), 'https://s.test');
      expect(page.status).toBe(200);
      expect(page.degraded).toBe(true);
      // The shell renders the unavailable panel in its place; the browser tries again.
      expect(renderShell).toHaveBeenCalledWith(
        expect.objectContaining({ region: { remote: 'mf_downloads', html: '', unavailable: true } }),
      );
      expect(page.html).toContain('"region":{"remote":"mf_downloads","unavailable":true}');
      expect(page.html).not.toContain('"seed"');
      // Nothing of a remote that may hang holds the page's load event.
      expect(page.html).not.toContain('remoteEntry.js');
    }
  });

  it('logs a failed region with the URL and the error escaped, one line', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const url = '/SubGallery?id=%0A%1B%5B31mFAKE';
    const failing = async () => Promise.reject(new Error(`no album ${decodeURIComponent(url.slice(15))}`));
    await renderer(failing).renderPage(routedPage(url), 'https://s.test');
    expect(warn.mock.lastCall).toEqual([
      '[shell] /SubGallery?id=%0A%1B%5B31mFAKE: mf_gallery rendered in the browser instead: no album \\n\\x1b[31mFAKE',
    ]);
  });

  it('a provider too slow for an item: 200, degraded, the item left to the browser', async () => {
    const page = await renderer(async () => region({ degraded: true, meta: { status: 404 } })).renderPage(
      routedPage('/SubGallery?id=1'),
      'https://s.test',
    );
    expect(page).toMatchObject({ status: 200, degraded: true });
  });

  it('a provider that failed an item with nothing kept: 503, never 404, and the page says so', async () => {
    const page = await renderer(async () =>
      region({ degraded: true, unanswered: true, meta: { status: 404 } }),
    ).renderPage(routedPage('/NewsItem?id=n-1'), 'https://s.test');
    expect(page).toMatchObject({ status: 503, degraded: true });
    expect(page.html).toContain('The school&#39;s server is not answering, so some of this page cannot be shown.');
  });

  it('a list the provider failed with nothing kept: the placeholders under a line that says so', async () => {
    const page = await renderer(async () => region({ degraded: true, unanswered: true })).renderPage(
      routedPage('/News'),
      'https://s.test',
    );
    expect(page).toMatchObject({ status: 200, degraded: true });
    const line = 'The school&#39;s server is not answering, so some of this page cannot be shown.';
    expect(page.html.indexOf(line)).toBeGreaterThan(0);
    expect(page.html.indexOf(line)).toBeLessThan(page.html.indexOf('<div id="root">'));
  });

  it("says in one line, outside what hydrates, that a page is built from the provider's last good answers", async () => {
    const keptAt = Date.now();
    const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', timeStyle: 'short' }).format(keptAt);
    const kept = await renderer(async () => region({ degraded: true, keptAt })).renderPage(
      routedPage('/News'),
      'https://s.test',
    );
    expect(kept).toMatchObject({ status: 200, degraded: true });
    const line = `The school&#39;s server is not answering; showing what it sent at ${time}</p>`;
    expect(kept.html).toContain(line);
    expect(kept.html.indexOf(line)).toBeLessThan(kept.html.indexOf('<div id="root">'));

    const fresh = await renderer(async () => region()).renderPage(routedPage('/News'), 'https://s.test');
    expect(fresh.html).not.toContain('not answering');
  });

  it("preloads the region's code as told instead of the remote's manifest and entry (the monolith's chunks)", async () => {
    const regionPreloads = vi.fn((remote: string) => `<link rel="modulepreload" href="/assets/${remote}.js" />`);
    const page = await renderer(async () => region(), { regionPreloads }).renderPage(
      routedPage('/News'),
      'https://s.test',
    );
    expect(regionPreloads).toHaveBeenCalledWith('mf_downloads', undefined);
    expect(page.html).toContain('<link rel="modulepreload" href="/assets/mf_downloads.js" />');
    expect(page.html).not.toContain('remoteEntry.js');
  });

  it('renders the lobby kiosk in the browser only', async () => {
    const { renderPage, regions } = renderer(async () => region());
    const page = await renderPage(routedPage('/HomeKiosk'), 'https://s.test');
    expect(regions).not.toHaveBeenCalled();
    expect(page.status).toBe(200);
    // Without JavaScript it says what it is.
    expect(page.html).toMatch(
      /<noscript><p [^>]*>This is the school&#39;s lobby display\. It needs JavaScript to run\.<\/p><\/noscript>/,
    );
  });

  it('has no word for a browser without JavaScript on a server-rendered page', async () => {
    const page = await renderer(async () => region()).renderPage(routedPage('/News'), 'https://s.test');
    expect(page.html).not.toContain('<noscript><p');
  });

  describe('structured data', () => {
    const at = async (url: string, meta: RenderedRegion['meta'] = {}, over: Partial<RenderedRegion> = {}) =>
      (await renderer(async () => region({ meta, ...over })).renderPage(routedPage(url), 'https://s.test')).html;

    it("puts the school on every page, in the head, with its logo and the site's address", async () => {
      const home = await at('/');
      expect(typesOf(home)).toEqual(['School', 'WebSite']);
      const [school] = structuredData(home);
      expect(school).toMatchObject({
        url: 'https://s.test/',
        logo: 'https://s.test/icons/icon-512.png',
        address: { '@type': 'PostalAddress', postalCode: '100001' },
      });
      expect(typesOf(await at('/About'))).toEqual(['School', 'BreadcrumbList']);
    });

    it('describes the item of an event, a story and an album page, with every property expected of it', async () => {
      const pages = [
        {
          url: '/EventItem?id=e-1',
          meta: {
            title: 'Sports Day',
            facts: { date: '2025-01-18T12:00:00.000Z', time: '8:00 AM', venue: 'Ground', images: ['/img/1280/s.jpg'] },
          },
          type: 'Event',
        },
        { url: '/NewsItem?id=n-1', meta: { title: 'Quiz won', facts: { date: '2024-06-01' } }, type: 'NewsArticle' },
        {
          url: '/SubGallery?id=g-1',
          meta: { title: 'Annual Day', facts: { date: '2024-12-20', images: ['/img/1280/a.jpg'] } },
          type: 'ImageGallery',
        },
        {
          url: '/Events',
          meta: { listed: [{ name: 'Sports Day', href: '/EventItem?id=e-1' }] },
          type: 'ItemList',
        },
      ];
      for (const { url, meta, type } of pages) {
        const nodes = structuredData(await at(url, meta));
        expect(
          nodes.map((n) => n['@type']),
          url,
        ).toEqual(['School', 'BreadcrumbList', type]);
        for (const node of nodes) expect(missingProperties(node), `${url} ${String(node['@type'])}`).toEqual([]);
      }
      const [, , event] = structuredData(await at(pages[0]!.url, pages[0]!.meta));
      expect(event).toMatchObject({ startDate: '2025-01-18T08:00:00+05:30', image: ['https://s.test/img/1280/s.jpg'] });
    });

    it('pictures a story without a photo by its card, as its preview does', async () => {
      const html = await at('/NewsItem?id=n-1', { title: 'Quiz won', facts: { date: '2024-06-01' } });
      const article = structuredData(html).find((n) => n['@type'] === 'NewsArticle');
      expect(article?.image).toEqual([expect.stringMatching(/^https:\/\/s\.test\/og-card\/NewsItem\.png\?id=n-1&v=/)]);
    });

    it('describes nothing of a missing item (404) nor of one the provider failed to give (503)', async () => {
      expect(typesOf(await at('/NewsItem?id=nope', { status: 404 }))).toEqual([]);
      expect(typesOf(await at('/NoSuchPage'))).toEqual([]);
      const failed = await at('/NewsItem?id=n-1', { status: 404 }, { degraded: true, unanswered: true });
      expect(typesOf(failed)).toEqual(['School']);
    });

    it("keeps a provider's title that closes the script as text inside the block", async () => {
      const title = 'Prize day</script><script>alert(1)</script>';
      const html = await at('/NewsItem?id=n-1', { title, facts: { date: '2024-06-01' } });
      expect(html).not.toContain('<script>alert(1)');
      expect(structuredData(html).find((n) => n['@type'] === 'NewsArticle')?.headline).toBe(title);
    });
  });
});
