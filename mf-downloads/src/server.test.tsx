// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { makeContentItem, setupApi, testRuntime } from '@school/shared-ui/testing';
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
