// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeGalleryItem } from '@school/shared-api/testing';
import { logged, setupApi, testRuntime } from '@school/shared-ui/testing';
import { NOT_ANSWERING, STAY_TUNED } from '@school/shared-ui/island';
import { render } from './server.tsx';

const { logs, serve, fail } = setupApi();

describe("the gallery's region on the server", () => {
  it('says an album list the provider failed, with nothing kept, is not answered: no placeholder cards', async () => {
    serve();
    fail('galleryAll', 500);
    const region = await render({ url: '/Gallery', runtime: testRuntime, dataDeadlineMs: 1000 });
    expect(region.html).toContain(NOT_ANSWERING.replace("'", '&#x27;'));
    expect(region.html).not.toContain(STAY_TUNED);
  });

  it('logs an album id it cannot find escaped: a line break or ESC in ?id= starts no log line', async () => {
    // As dev-api does: the sub-gallery call answers an empty list for an id it does not know.
    serve({ subGallery: [] });
    const region = await render({
      url: '/SubGallery?id=%0A%1B[31mFAKE%0D%0A[shell]%20forged%E2%80%A8',
      runtime: testRuntime,
      dataDeadlineMs: 1000,
    });
    expect(region.meta.status).toBe(404);
    const output = `${logged(logs.warn)}\n${logged(logs.error)}`;
    expect(output).toContain('no valid item for id \\n\\x1b[31mFAKE\\r\\n[shell] forged\\u{2028}');
    for (const line of output.split('\n')) {
      expect(line).not.toMatch(/^\[shell\]|FAKE$/);
      for (const raw of ['\r', '\u001b', '\u2028']) expect(line).not.toContain(raw);
    }
  });

  it.each([500, 'non-json'] as const)(
    'says an album the provider failed (%s) with nothing kept is unanswered, not missing',
    async (failure) => {
      serve();
      fail('subGallery', failure);
      const region = await render({ url: '/SubGallery?id=a-1', runtime: testRuntime, dataDeadlineMs: 1000 });
      expect(region).toMatchObject({ unanswered: true, degraded: true });
      expect(region.html).toContain('so this album cannot be shown');
      expect(region.html).not.toContain('could not be found');
    },
  );

  it("answers an album's date and the photos its page shows, for the page's structured data", async () => {
    const attachments = Array.from({ length: 60 }, (_, n) => `gallery/day/${n}.jpg`);
    serve({ galleryAll: [makeGalleryItem({ id: 'a-1', date: '2024-12-20T00:00:00.000Z', attachments })] });
    const region = await render({ url: '/SubGallery?id=a-1', runtime: testRuntime, dataDeadlineMs: 1000 });
    expect(region.meta.facts?.date).toBe('2024-12-20T00:00:00.000Z');
    const images = region.meta.facts?.images ?? [];
    expect(images).toHaveLength(48);
    expect(images[0]).toBe(region.meta.image);
    // The same photos its grid links, in order.
    const linked = [...region.html.matchAll(/<li><a href="([^"]+)" data-wake/g)].map(([, href]) => href);
    expect(images).toEqual(linked);
  });

  it('says nothing is unanswered when the provider answered that the album is not there', async () => {
    serve({ subGallery: [] });
    const region = await render({ url: '/SubGallery?id=a-1', runtime: testRuntime, dataDeadlineMs: 1000 });
    expect(region.unanswered).toBeUndefined();
    expect(region.meta.status).toBe(404);
  });

  it("gives a list page's island its window of its category's cards, not every photo of every album, and seeds none", async () => {
    const album = (i: number, category: string) =>
      makeGalleryItem({
        id: `${category}-${i}`,
        title: `${category} ${i}`,
        category,
        attachments: Array.from({ length: 40 }, (_, n) => `gallery/${category}/${i}/${n}.jpg`),
      });
    serve({
      galleryAll: [
        ...Array.from({ length: 150 }, (_, i) => album(i, 'PhotoGallery')),
        ...Array.from({ length: 50 }, (_, i) => album(i, 'kidsZone')),
      ],
    });
    const region = await render({ url: '/Gallery?year=all', runtime: testRuntime, dataDeadlineMs: 1000 });
    expect(region.html).toContain('40 Photos');
    const props = /<school-island [^>]*props="([^"]*)"/.exec(region.html)?.[1] ?? '';
    expect(props).toContain('gallery/PhotoGallery/23/0.jpg');
    // The first page of cards and the counts of the rest (issue 52): the island asks for them when it wakes.
    expect(props).not.toContain('gallery/PhotoGallery/24/0.jpg');
    expect(props).toContain('&quot;matching&quot;:150');
    expect(props).not.toContain('gallery/PhotoGallery/0/1.jpg');
    expect(props).not.toContain('kidsZone');
    // 200 albums of 40 photos: about 330 KB as the provider sends them.
    expect(props.length).toBeLessThan(10_000);
    // The island carries its cards: the seed only names them (decision record 028).
    expect(JSON.stringify(region.data).length).toBeLessThan(2_000);
    const twin = await render({ url: '/Gallery', runtime: testRuntime, dataDeadlineMs: 1000, wholeList: true });
    expect(twin.list).toHaveLength(150);
  });
});
