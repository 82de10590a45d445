// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeContentItem, makeEvent, setupApi, testRuntime } from '@school/shared-ui/testing';
import { render } from './server.tsx';

const { serve } = setupApi();
const renderRegion = (url: string) => render({ url, runtime: testRuntime, dataDeadlineMs: 1000 });

describe("the downloads region on the server: a story's page", () => {
  it('answers its own title and description for the head', async () => {
    serve({ contentAll: [makeContentItem({ _id: 'c-1', title: 'Fee circular', description: 'Fees are due.' })] });
    const region = await renderRegion('/CircularItem?id=c-1');
    expect(region.meta).toMatchObject({ title: 'Fee circular', description: 'Fees are due.' });
    expect(region.meta.status).toBeUndefined();
    expect(region.html).toContain('Fee circular');
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
  });
});
