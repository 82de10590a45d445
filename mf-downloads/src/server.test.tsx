// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeContentItem, makeEvent, makeNews, setupApi, testRuntime } from '@school/shared-ui/testing';
import { NOT_ANSWERING, STAY_TUNED } from '@school/shared-ui/island';
import { render } from './server.tsx';

const { serve, fail } = setupApi();
const renderRegion = (url: string) => render({ url, runtime: testRuntime, dataDeadlineMs: 1000 });

describe("the downloads region on the server: a story's page", () => {
  it('answers its own title and description for the head', async () => {
    serve({ contentAll: [makeContentItem({ _id: 'c-1', title: 'Fee circular', description: 'Fees are due.' })] });
    const region = await renderRegion('/CircularItem?id=c-1');
    expect(region.meta).toMatchObject({ title: 'Fee circular', description: 'Fees are due.' });
    expect(region.meta.status).toBeUndefined();
    expect(region.html).toContain('Fee circular');
  });

  it("answers an event's date, time, place and the photo its page shows, for the page's structured data", async () => {
    serve({
      eventsAll: [
        makeEvent({
          _id: 'e-1',
          date: '2025-01-18T00:00:00.000Z',
          time: '8:00 AM',
          venue: 'Ground',
          images: ['uploads/e.jpg', 'uploads/f.jpg'],
        }),
      ],
    });
    const region = await renderRegion('/EventItem?id=e-1');
    expect(region.meta.facts).toEqual({
      date: '2025-01-18T00:00:00.000Z',
      time: '8:00 AM',
      venue: 'Ground',
      images: [region.meta.image],
    });
    expect(region.meta.image).toMatch(/uploads\/e\.jpg/);
  });

  it("answers a news story's date", async () => {
    serve({ newsAll: [makeNews({ _id: 'n-1', category: 'News', date: '2024-06-01T00:00:00.000Z' })] });
    const region = await renderRegion('/NewsItem?id=n-1');
    expect(region.meta.facts).toEqual({ date: '2024-06-01T00:00:00.000Z' });
  });

  it('answers 404 with a clear message for an unknown id', async () => {
    serve({});
    const region = await renderRegion('/CircularItem?id=nope');
    expect(region.meta.status).toBe(404);
    expect(region.html).toContain('Circular not found');
    expect(region.html).toContain('This circular could not be found.');
  });
});

describe('the downloads region on the server: the events', () => {
  it('are an island whose props carry the cards, their links made here, and the seed only names them', async () => {
    serve({
      eventsAll: Array.from({ length: 60 }, (_, i) =>
        makeEvent({
          _id: `e-${i}`,
          title: `Event ${i}`,
          images: [`uploads/events/${i}.jpg`],
          attachments: [`uploads/events/${i}.pdf`],
        }),
      ),
    });
    const region = await renderRegion('/Events');
    expect(region.html).toMatch(/<school-island [^>]*name="mf_downloads\/event-list"/);
    const props = JSON.parse(
      (/<school-island [^>]*props="([^"]*)"/.exec(region.html)?.[1] ?? '{}')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    );
    expect(props.items).toHaveLength(60);
    expect(props.items[0]).toMatchObject({
      image: expect.stringMatching(/^uploads\/events\/\d+\.jpg$/),
      attachment: expect.stringMatching(/^http:\/\/api\.test\/api\/image\/uploads\/events\/\d+\.pdf$/),
    });
    expect(props.calendar).toEqual({ schoolCode: testRuntime.schoolCode, name: testRuntime.school.name });
    expect(props.pictures.baseUrl).toBe(testRuntime.apiBaseUrl);
    expect(JSON.stringify(region.data)).not.toContain('Event 1');
    // The cards the page shows, each with its page: the page's ItemList.
    expect(region.meta.listed).toHaveLength(24);
    expect(region.meta.listed?.[0]).toEqual({
      name: expect.stringMatching(/^Event \d+$/),
      href: expect.stringMatching(/^\/EventItem\?id=e-\d+$/),
    });
    const cards = [...region.html.matchAll(/<a href="(\/EventItem\?id=[^"]+)">/g)].map(([, href]) => href);
    expect(region.meta.listed?.map((l) => l.href)).toEqual(cards);
  });
});

describe('the downloads region on the server: a long list', () => {
  it("weighs its first cards, not the provider's list: the island is given a window and asks for the rest", async () => {
    const description = 'A story long enough to weigh what a real one does. '.repeat(6);
    serve({
      newsAll: Array.from({ length: 5000 }, (_, i) =>
        makeNews({ _id: `n-${i}`, title: `Story ${i}`, description, date: '2024-06-01T00:00:00.000Z' }),
      ),
    });
    const region = await renderRegion('/News');
    expect(region.html).toContain('Total News');
    expect(region.html).toContain('&quot;matching&quot;:5000');
    // 5,000 items of about 400 bytes: 2 MB as a whole list.
    expect(region.html.length).toBeLessThan(100_000);
    const twin = await render({ url: '/News', runtime: testRuntime, dataDeadlineMs: 1000, wholeList: true });
    expect(twin.list).toHaveLength(5000);
  });
});

describe('the downloads region on the server: a list the provider did not answer', () => {
  it('says a story the provider failed, with nothing kept, is not answered, not missing', async () => {
    serve();
    for (const call of ['contentAll', 'contentById', 'circularAll'] as const) fail(call, 500);
    const region = await renderRegion('/CircularItem?id=c-1');
    expect(region).toMatchObject({ unanswered: true, degraded: true });
    expect(region.html).toContain('so this circular cannot be shown');
    expect(region.html).not.toContain('could not be found');
  });

  it.each(['/News', '/Events', '/Circular'])(
    '%s says the school\'s server is not answering, not "Total …: 0"',
    async (url) => {
      serve();
      for (const call of ['newsAll', 'eventsAll', 'circularAll'] as const) fail(call, 500);
      const region = await renderRegion(url);
      expect(region).toMatchObject({ unanswered: true, degraded: true });
      expect(region.html).toContain(NOT_ANSWERING.replace("'", '&#x27;'));
      expect(region.html).not.toContain(STAY_TUNED);
    },
  );

  it("keeps SPEC's placeholder for a provider that answered an empty list", async () => {
    serve({ newsAll: [] });
    const region = await renderRegion('/News');
    expect(region.unanswered).toBeUndefined();
    expect(region.html).toContain(STAY_TUNED);
  });
});
