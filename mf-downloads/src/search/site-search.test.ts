import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@school/shared-api';
import { createSiteSearch, INDEX_TTL_MS } from './site-search.ts';
import type { SearchDoc } from './search-kinds.ts';

const api = {} as ApiClient;
const doc = (title: string): SearchDoc => ({ id: title, kind: 'news', title, text: '', date: '', href: '/News' });

describe('createSiteSearch', () => {
  it('builds once, asks the provider again after its time to live, and rebuilds only when the answers differ', async () => {
    let clock = 0;
    let docs = [doc('Annual day')];
    const load = vi.fn(() => Promise.resolve(docs));
    const search = createSiteSearch(load, () => clock);

    const first = await search(api);
    expect(first.search('annual').total).toBe(1);
    expect(await search(api)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    clock += INDEX_TTL_MS + 1;
    expect(await search(api)).toBe(first); // answered at once; the refresh runs behind it
    await search.idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(await search(api)).toBe(first); // the same answers: the same index

    docs = [doc('Sports day')];
    clock += INDEX_TTL_MS + 1;
    await search(api);
    await search.idle();
    const next = await search(api);
    expect(next).not.toBe(first);
    expect(next.search('sports').total).toBe(1);
  });

  it('keeps the last index when a refresh fails', async () => {
    let clock = 0;
    const load = vi
      .fn()
      .mockResolvedValueOnce([doc('Annual day')])
      .mockRejectedValue(new Error('down'));
    const search = createSiteSearch(load, () => clock);
    const first = await search(api);
    clock += INDEX_TTL_MS + 1;
    await search(api);
    await search.idle();
    expect(await search(api)).toBe(first);
    await search.idle(); // that search started one more refresh: it ends with the test
  });
});
