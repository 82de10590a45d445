import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type PageCache, type PageCacheOptions, type RenderedPage } from './page-cache.ts';

const good = (html: string): RenderedPage => ({ status: 200, html, degraded: false });

// The windows, one render per key, the bound, the hot set and shedding are config/kept-copies.ts's
// (its tests); these are what a page adds. Each cache's renders (a stale page re-renders behind the
// request that got it) end before the next test starts.
const caches: PageCache[] = [];
function pageCache(options: PageCacheOptions): PageCache {
  const cache = createPageCache(options);
  caches.push(cache);
  return cache;
}

const waitForCalls = (render: { mock: { calls: unknown[] } }, n: number) =>
  vi.waitFor(() => expect(render.mock.calls).toHaveLength(n));

describe('createPageCache', () => {
  beforeEach(() => {
    // Only the clock: zlib's callbacks and setImmediate stay real.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    for (const cache of caches.splice(0)) await cache.idle();
    vi.useRealTimers();
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

  it('makes gzip and brotli copies, each once and when first asked, that decompress to the html, with an etag of the html', async () => {
    const html = `<!doctype html><main>${'<p>Admission is open.</p>'.repeat(200)}</main>`;
    const cache = pageCache({ render: async (key) => good(key === '/a' ? html : `${html} `) });
    const page = await cache.get('/a');
    expect(page.identity.toString()).toBe(html);
    const br = await page.body('br');
    expect(gunzipSync(await page.body('gzip')).toString()).toBe(html);
    expect(brotliDecompressSync(br).toString()).toBe(html);
    expect(br.length).toBeLessThan(page.identity.length / 10);
    // Made once, when first asked.
    expect(page.body('br')).toBe(page.body('br'));
    expect(await page.body('identity')).toBe(page.identity);
    expect(page.etag).toMatch(/^"[\w-]+"$/);
    expect((await cache.get('/b')).etag).not.toBe(page.etag);
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

  it('says hit, stale, miss, and shed with or without a copy: a render of its own passes mayRender on', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const outcomes: string[] = [];
    const cache = pageCache({ render: async (key) => good(key), onOutcome: (o) => outcomes.push(o) });
    await cache.get('/News');
    await cache.get('/News');
    await vi.advanceTimersByTimeAsync(11_000);
    await cache.get('/News', () => false);
    await cache.get('/News');
    await cache.get('/Gallery', () => false);
    expect(outcomes).toEqual(['miss', 'hit', 'shed-stale', 'stale', 'shed']);
  });
});

describe('a page cache of 0 bytes', () => {
  it('renders every request, and none when no render may start', async () => {
    const render = vi.fn(async () => good('<p>page</p>'));
    const pages = pageCache({ render, maxBytes: 0 });
    await pages.get('/');
    await pages.get('/');
    expect(render).toHaveBeenCalledTimes(2);
    await expect(pages.get('/', () => false)).resolves.toBeUndefined();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('reports each render, and each page shed', async () => {
    const outcomes: string[] = [];
    const pages = pageCache({
      render: async () => good('<p>page</p>'),
      maxBytes: 0,
      onOutcome: (o) => outcomes.push(o),
    });
    await pages.get('/');
    await pages.get('/', () => false);
    expect(outcomes).toEqual(['miss', 'shed']);
  });
});
