// Server-rendered pages kept in memory, compressed once, served stale while one re-render runs.
// A key has one render at a time, shared by every request that waits for it. The pages are held
// in a hot set (hot-set.ts): a flood of URLs asked once cannot evict the pages visitors come back to.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createHotSet, type HotSetStats } from './hot-set.ts';
import { defaultWindows, isGoodPage, type CacheWindows } from './page-headers.ts';

export {
  cacheControlFor,
  etagFor,
  headersFor,
  notModified,
  pickEncoding,
  type CacheWindows,
  type Encoding,
} from './page-headers.ts';

export type RenderedPage = { status: number; html: string; degraded: boolean };

export type CachedPage = {
  status: number;
  degraded: boolean;
  /** Strong validator of the html; per-encoding variants come from etagFor. */
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** When the render finished, in the cache's clock (Date.now by default). */
  renderedAt: number;
};

export type PageCacheOptions = Partial<CacheWindows> & {
  render: (key: string) => Promise<RenderedPage>;
  /** The bytes all held pages may take, the hot set's and probation's (hot-set.ts). */
  maxBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
};

export type PageCache = {
  /**
   * The page for a key (path + query, normalized by the caller). Rejects only when nothing is
   * cached and the render throws. When a render is needed and `mayRender` says no (the server
   * sheds load), it answers the copy held, however old, or undefined, without rendering.
   */
  get(key: string): Promise<CachedPage>;
  get(key: string, mayRender: () => boolean): Promise<CachedPage | undefined>;
  /** The pages held and their bytes, in all and per segment of the hot set. */
  stats(): HotSetStats;
  /** For cacheControlFor / headersFor, so the CDN's windows match these. */
  windows: CacheWindows;
  clear(): void;
  /** Resolves once no render runs, those started meanwhile too (a stale page's re-render runs behind its request). */
  idle(): Promise<void>;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export async function compressPage(page: RenderedPage, renderedAt: number): Promise<CachedPage> {
  const identity = Buffer.from(page.html);
  const [gz, br] = await Promise.all([
    gzipAsync(identity),
    // Quality 5 is within a few percent of 11's size at a small fraction of its time (11 takes
    // tens of ms on a 100 KB page); a request that misses the cache waits for this.
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { status: page.status, degraded: page.degraded, etag, identity, gzip: gz, br, renderedAt };
}

// The key and the object around the buffers count too, so many tiny pages still hit the bound.
const entryOverhead = 256;

type Held = { page: CachedPage; freshUntil: number };

/** Pages rendered on every request, none kept (PAGE_CACHE_MB=0: the benchmark's uncached renders). */
export function uncachedPages(render: PageCacheOptions['render'], now = () => Date.now()): Pick<PageCache, 'get'> {
  return {
    get: (async (key: string, mayRender: () => boolean = () => true) =>
      mayRender() ? compressPage(await render(key), now()) : undefined) as PageCache['get'],
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { render, maxBytes = 32 * 1024 * 1024, now = () => Date.now() } = options;
  const windows: CacheWindows = {
    freshMs: options.freshMs ?? defaultWindows.freshMs,
    staleMs: options.staleMs ?? defaultWindows.staleMs,
    degradedMs: options.degradedMs ?? defaultWindows.degradedMs,
  };
  // Degraded pages and 404s are fresh only degradedMs, then served stale like the rest while one
  // re-render runs: in a provider outage that render may wait for the provider's timeout.
  const freshFor = (page: CachedPage) => (isGoodPage(page) ? windows.freshMs : windows.degradedMs);
  const servableStale = (page: CachedPage) => now() - page.renderedAt <= freshFor(page) + windows.staleMs;

  const held = createHotSet<Held>({
    maxBytes,
    sizeOf: ({ page }, key) => page.identity.length + page.gzip.length + page.br.length + key.length + entryOverhead,
  });
  const renders = new Map<string, Promise<CachedPage>>();

  // One render per key at a time, shared by every request waiting for it; once started it finishes
  // and answers them even if its page is evicted meanwhile.
  function rerender(key: string, stale: CachedPage | undefined): Promise<CachedPage> {
    const running = renders.get(key);
    if (running) return running;
    const rendering = (async () => {
      const page = await compressPage(await render(key), now());
      // Placeholders from a provider blip are no better than the good copy they would replace:
      // keep that one while it may still be served stale, and try again after degradedMs.
      if (page.degraded && stale && isGoodPage(stale) && servableStale(stale)) {
        held.set(key, { page: stale, freshUntil: now() + windows.degradedMs });
        return stale;
      }
      held.set(key, { page, freshUntil: page.renderedAt + freshFor(page) });
      return page;
    })().finally(() => renders.delete(key));
    renders.set(key, rendering);
    return rendering;
  }

  return {
    get: (async (key: string, mayRender: () => boolean = () => true) => {
      // Asking again for a page held counts, stale or not: that is what makes it hot.
      const copy = held.get(key);
      if (copy && now() <= copy.freshUntil) return copy.page;
      if (!renders.has(key) && !mayRender()) return copy?.page;
      const rendering = rerender(key, copy?.page);
      // Past fresh + stale a copy is too old to hand out: wait for the re-render. A failed
      // background render leaves the stale copy, and the next request tries again.
      if (copy && servableStale(copy.page)) {
        rendering.catch(() => {});
        return copy.page;
      }
      // A failed render serves whatever copy is held, even one too old (better than an error
      // page); with none, its error reaches the caller.
      return rendering.catch((error: unknown) => {
        if (copy) return copy.page;
        throw error;
      });
    }) as PageCache['get'],
    windows,
    stats: () => held.stats(),
    clear: () => held.clear(),
    idle: async () => {
      while (renders.size > 0) await Promise.allSettled([...renders.values()]);
    },
  };
}
