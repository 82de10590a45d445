// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeGalleryItem } from '@school/shared-api/testing';
import { logged, setupApi, testRuntime } from '@school/shared-ui/testing';
import { render } from './server.tsx';

const { logs, serve } = setupApi();

describe("the gallery's region on the server", () => {
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

  it("seeds a list page with its category's cards, not every photo of every album", async () => {
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
    const seed = JSON.stringify(region.data);
    expect(seed).toContain('gallery/PhotoGallery/149/0.jpg');
    expect(seed).not.toContain('gallery/PhotoGallery/0/1.jpg');
    expect(seed).not.toContain('kidsZone');
    // 200 albums of 40 photos: about 330 KB as the provider sends them.
    expect(seed.length).toBeLessThan(40_000);
  });
});
