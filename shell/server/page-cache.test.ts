import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageCache,
  uncachedPages,
  type PageCache,
  type PageCacheOptions,
  type RenderedPage,
} from './page-cache.ts';

const good = (html: string): RenderedPage => ({ status: 200, html, degraded: false });

// What a test leaves behind: the renders it never settled are refused, and each cache's renders
// (a stale page re-renders behind the request that got it) end before the next test starts.
const unsettled: (() => void)[] = [];
const caches: PageCache[] = [];
function pageCache(options: PageCacheOptions): PageCache {
  const cache = createPageCache(options);
  caches.push(cache);
  return cache;
}

/** A render whose every call waits until the test settles it. */
function controlledRender() {
  const calls: { key: string; resolve: (p: RenderedPage) => void; reject: (e: Error) => void }[] = [];
  const render = vi.fn(
    (key: string) =>
      new Promise<RenderedPage>((resolve, reject) => {
        calls.push({ key, resolve, reject });
        unsettled.push(() => reject(new Error('the test is over')));
      }),
  );
  return { render, calls, last: () => calls.at(-1)! };
}

const waitForCalls = (render: { mock: { calls: unknown[] } }, n: number) =>
  vi.waitFor(() => expect(render.mock.calls).toHaveLength(n));

describe('createPageCache', () => {
  beforeEach(() => {
    // Only the clock: zlib's callbacks and setImmediate stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    for (const refuse of unsettled.splice(0)) refuse();
    for (const cache of caches.splice(0)) await cache.idle();
    vi.useRealTimers();
  });

  it('renders a missing page once for many concurrent requests', async () => {
    const { render, last } = controlledRender();
    const cache = pageCache({ render });
    const gets = Array.from({ length: 10 }, () => cache.get('/News'));
    await waitForCalls(render, 1);
    last().resolve(good('<p>news</p>'));
    const pages = await Promise.all(gets);
    expect(render).toHaveBeenCalledTimes(1);
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]!.identity.toString()).toBe('<p>news</p>');
  });

  it('serves a fresh page from memory without rendering', async () => {
    const render = vi.fn(async () => good('<p>home</p>'));
    const cache = pageCache({ render });
    const first = await cache.get('/');
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await cache.get('/')).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves a stale page at once while one re-render runs, then the new one', async () => {
    const { render, calls, last } = controlledRender();
    const cache = pageCache({ render });
    const firstGet = cache.get('/');
    await waitForCalls(render, 1);
    last().resolve(good('v1'));
    const v1 = await firstGet;

    await vi.advanceTimersByTimeAsync(11_000);
    const staleGets = await Promise.all(Array.from({ length: 5 }, () => cache.get('/')));
    expect(staleGets.every((p) => p === v1)).toBe(true);
    expect(calls).toHaveLength(2);

    last().resolve(good('v2'));
    await cache.idle();
    expect((await cache.get('/')).identity.toString()).toBe('v2');
    expect(calls).toHaveLength(2);
  });

  it('sheds: when no render may start, a page needing one gets the copy held, however old, or nothing', async () => {
    const { render, last } = controlledRender();
    const cache = pageCache({ render });
    const no = () => false;
    await expect(cache.get('/News', no)).resolves.toBeUndefined();
    expect(render).not.toHaveBeenCalled();

    const firstGet = cache.get('/News');
    await waitForCalls(render, 1);
    last().resolve(good('v1'));
    const v1 = await firstGet;
    // Fresh: served whatever the load. Stale, and even too old to be: served, with no re-render.
    await expect(cache.get('/News', no)).resolves.toBe(v1);
    await vi.advanceTimersByTimeAsync(11_000);
    await expect(cache.get('/News', no)).resolves.toBe(v1);
    await vi.advanceTimersByTimeAsync(120_000);
    await expect(cache.get('/News', no)).resolves.toBe(v1);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('sheds nothing a render already under way will answer', async () => {
    const { render, last } = controlledRender();
    const cache = pageCache({ render });
    const firstGet = cache.get('/');
    await waitForCalls(render, 1);
    const waiting = cache.get('/', () => false);
    last().resolve(good('v1'));
    expect(await waiting).toBe(await firstGet);
  });

  it('makes requests wait for a new render once a page is older than fresh + stale', async () => {
    const { render, last } = controlledRender();
    const cache = pageCache({ render, freshMs: 10_000, staleMs: 60_000 });
    const firstGet = cache.get('/');
    await waitForCalls(render, 1);
    last().resolve(good('v1'));
    await firstGet;

    await vi.advanceTimersByTimeAsync(71_000);
    const waiting = cache.get('/');
    await waitForCalls(render, 2);
    last().resolve(good('v2'));
    expect((await waiting).identity.toString()).toBe('v2');
  });

  it('keeps degraded pages and 404s only degradedMs', async () => {
    let n = 0;
    const render = vi.fn(async (key: string) => {
      n += 1;
      return key === '/missing'
        ? { status: 404, html: `404 #${n}`, degraded: false }
        : { status: 200, html: `placeholders #${n}`, degraded: true };
    });
    const cache = pageCache({ render, degradedMs: 2_000 });
    const degraded = await cache.get('/News');
    const missing = await cache.get('/missing');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(await cache.get('/News')).toBe(degraded);
    expect(await cache.get('/missing')).toBe(missing);
    expect(render).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(1_000);
    await cache.get('/News');
    await cache.get('/missing');
    expect(render).toHaveBeenCalledTimes(4);
    await cache.idle();
    expect((await cache.get('/News')).identity.toString()).toBe('placeholders #3');
  });

  it('keeps serving the stale page when a re-render throws, and tries again on the next request', async () => {
    const { render, last } = controlledRender();
    const cache = pageCache({ render });
    const firstGet = cache.get('/Gallery');
    await waitForCalls(render, 1);
    last().resolve(good('v1'));
    const v1 = await firstGet;

    await vi.advanceTimersByTimeAsync(11_000);
    expect(await cache.get('/Gallery')).toBe(v1);
    last().reject(new Error('provider down'));
    await cache.idle();
    expect(await cache.get('/Gallery')).toBe(v1);
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('serves even a copy too old to be stale when its re-render throws', async () => {
    const render = vi.fn().mockResolvedValueOnce(good('old')).mockRejectedValue(new Error('provider down'));
    const cache = pageCache({ render });
    const old = await cache.get('/');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(await cache.get('/')).toBe(old);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('hands a first render error to the caller and caches nothing', async () => {
    const render = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(good('ok'));
    const cache = pageCache({ render });
    await expect(cache.get('/')).rejects.toThrow('boom');
    expect((await cache.get('/')).identity.toString()).toBe('ok');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a good stale page over a degraded re-render while it may still be served', async () => {
    const render = vi
      .fn()
      .mockResolvedValueOnce(good('real'))
      .mockResolvedValueOnce({ status: 200, html: 'placeholders', degraded: true })
      .mockResolvedValue(good('real again'));
    const cache = pageCache({ render, degradedMs: 2_000 });
    const real = await cache.get('/');
    await vi.advanceTimersByTimeAsync(11_000);
    await cache.get('/');
    await waitForCalls(render, 2);
    await cache.idle();
    expect(await cache.get('/')).toBe(real);
    expect(render).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(2_500);
    await cache.get('/');
    await cache.idle();
    expect((await cache.get('/')).identity.toString()).toBe('real again');
  });

  it('stores gzip and brotli copies that decompress to the html, with an etag of the html', async () => {
    const html = `<!doctype html><main>${'<p>Admission is open.</p>'.repeat(200)}</main>`;
    const cache = pageCache({ render: async (key) => good(key === '/a' ? html : `${html} `) });
    const page = await cache.get('/a');
    expect(page.identity.toString()).toBe(html);
    expect(gunzipSync(page.gzip).toString()).toBe(html);
    expect(brotliDecompressSync(page.br).toString()).toBe(html);
    expect(page.br.length).toBeLessThan(page.identity.length / 10);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
    expect((await cache.get('/b')).etag).not.toBe(page.etag);
  });

  it('evicts the least recently used pages to stay within maxBytes', async () => {
    // Random text barely compresses, so each entry is near 3 x 10 KB.
    const render = vi.fn(async (key: string) => good(`${key}${randomBytes(7_500).toString('base64')}`));
    const cache = pageCache({ render, maxBytes: 100_000 });
    for (let i = 0; i < 10; i++) await cache.get(`/page-${i}`);
    const { entries, bytes } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(100_000);
    expect(entries).toBeLessThan(10);
    expect(entries).toBeGreaterThan(0);
    await cache.get('/page-9');
    expect(render).toHaveBeenCalledTimes(10);
    await cache.get('/page-0');
    expect(render).toHaveBeenCalledTimes(11);
  });

  it('keeps a page asked twice through a flood of pages asked once, within maxBytes', async () => {
    // Each page is near 3 x 4 KB; the flood asks for ten times the budget.
    const render = vi.fn(async (key: string) => good(`${key}${randomBytes(3_000).toString('base64')}`));
    const cache = pageCache({ render, maxBytes: 120_000 });
    const gallery = await cache.get('/Gallery');
    await cache.get('/Gallery');
    expect(cache.stats().hot).toEqual({ entries: 1, bytes: expect.any(Number) });
    for (let i = 0; i < 100; i++) {
      await cache.get(`/SubGallery?id=${i}`);
      expect(cache.stats().bytes).toBeLessThanOrEqual(120_000);
    }
    expect(await cache.get('/Gallery')).toBe(gallery);
    expect(render.mock.calls.filter(([key]) => key === '/Gallery')).toHaveLength(1);
    const { entries, bytes, hot, probation } = cache.stats();
    expect(hot.entries).toBe(1);
    expect(probation.entries).toBeGreaterThan(1);
    expect(entries).toBe(hot.entries + probation.entries);
    expect(bytes).toBe(hot.bytes + probation.bytes);
    await cache.get('/SubGallery?id=0');
    expect(render).toHaveBeenCalledTimes(102);
  });

  it('serves a hot page stale and re-renders it by the same windows', async () => {
    let n = 0;
    const render = vi.fn(async (key: string) => good(`${key} #${(n += 1)}`));
    const cache = pageCache({ render, maxBytes: 100_000 });
    const v1 = await cache.get('/News');
    await cache.get('/News');
    expect(cache.stats().hot.entries).toBe(1);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(await cache.get('/News')).toBe(v1);
    expect(render).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(2_000);
    expect(await cache.get('/News')).toBe(v1);
    await cache.idle();
    expect((await cache.get('/News')).identity.toString()).toBe('/News #2');
    expect(cache.stats().hot.entries).toBe(1);

    await vi.advanceTimersByTimeAsync(71_000);
    expect((await cache.get('/News')).identity.toString()).toBe('/News #3');
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('still answers with a page too big to keep', async () => {
    const render = vi.fn(async () => good(randomBytes(60_000).toString('base64')));
    const cache = pageCache({ render, maxBytes: 100_000 });
    expect((await cache.get('/huge')).identity.length).toBe(80_000);
    expect(cache.stats().entries).toBe(0);
    await cache.get('/huge');
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('the outcomes a page cache reports (its metrics)', () => {
  afterEach(async () => {
    for (const cache of caches.splice(0)) await cache.idle();
    vi.useRealTimers();
  });

  it('says fresh, stale, rendered, and shed with or without a copy', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const outcomes: string[] = [];
    const cache = pageCache({ render: async (key) => good(key), onOutcome: (o) => outcomes.push(o) });
    await cache.get('/News');
    await cache.get('/News');
    await vi.advanceTimersByTimeAsync(11_000);
    await cache.get('/News', () => false);
    await cache.get('/News');
    await cache.get('/Gallery', () => false);
    expect(outcomes).toEqual(['rendered', 'fresh', 'shed-stale', 'stale', 'shed']);
  });
});

describe('uncachedPages', () => {
  it('renders every request, and none when no render may start', async () => {
    const render = vi.fn(async () => good('<p>page</p>'));
    const pages = uncachedPages(render);
    await pages.get('/');
    await pages.get('/');
    expect(render).toHaveBeenCalledTimes(2);
    await expect(pages.get('/', () => false)).resolves.toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('reports each render, and each page shed', async () => {
    const outcomes: string[] = [];
    const pages = uncachedPages(async () => good('<p>page</p>'), { onOutcome: (o) => outcomes.push(o) });
    await pages.get('/');
    await pages.get('/', () => false);
    expect(outcomes).toEqual(['rendered', 'shed']);
  });
});
