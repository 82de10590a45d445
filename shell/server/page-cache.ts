// Pages compressed once, one render per key at a time, held in a hot set (docs/decisions/024).
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createHotSet, type HotSetStats } from './hot-set.ts';
import { defaultWindows, isGoodPage, type CacheWindows } from '@school/config/cache-windows';

export { etagFor, headersFor, notModified, pickEncoding, type Encoding } from './page-headers.ts';

export type RenderedPage = { status: number; html: string; degraded: boolean };

export type CachedPage = {
  status: number;
  degraded: boolean;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** In the cache's clock. */
  renderedAt: number;
};

/** How a page was answered: a copy fresh or stale, or a render waited for; `shed*`: no render was allowed. */
export type PageOutcome = 'fresh' | 'stale' | 'rendered' | 'shed-stale' | 'shed';

export type PageCacheOptions = Partial<CacheWindows> & {
  render: (key: string) => Promise<RenderedPage>;
  maxBytes?: number;
  now?: () => number;
  /** The server's metrics. */
  onOutcome?: (outcome: PageOutcome) => void;
};

export type PageCache = {
  /**
   * Rejects only when nothing is held and the render throws. When `mayRender` says no (the server
   * sheds load), answers the copy held, however old, or undefined.
   */
  get(key: string): Promise<CachedPage>;
  get(key: string, mayRender: () => boolean): Promise<CachedPage | undefined>;
  stats(): HotSetStats;
  windows: CacheWindows;
  clear(): void;
  /** A stale page's re-render runs behind its request: this waits for it too. */
  idle(): Promise<void>;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export async function compressPage(page: RenderedPage, renderedAt: number): Promise<CachedPage> {
  const identity = Buffer.from(page.html);
  const [gz, br] = await Promise.all([
    gzipAsync(identity),
    // Quality 5 is within a few percent of 11's size at a small fraction of its time; a request that
    // misses the cache waits for it.
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

// So that many tiny pages still hit the bound.
const entryOverhead = 256;

type Held = { page: CachedPage; freshUntil: number };

export function uncachedPages(
  render: PageCacheOptions['render'],
  { now = () => Date.now(), onOutcome = () => {} }: Pick<PageCacheOptions, 'now' | 'onOutcome'> = {},
): Pick<PageCache, 'get'> {
  return {
    get: (async (key: string, mayRender: () => boolean = () => true) => {
      if (!mayRender()) return void onOutcome('shed');
      onOutcome('rendered');
      return compressPage(await render(key), now());
    }) as PageCache['get'],
  };
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const { render, maxBytes = 32 * 1024 * 1024, now = () => Date.now(), onOutcome = () => {} } = options;
  const windows: CacheWindows = {
    freshMs: options.freshMs ?? defaultWindows.freshMs,
    staleMs: options.staleMs ?? defaultWindows.staleMs,
    degradedMs: options.degradedMs ?? defaultWindows.degradedMs,
  };
  // In a provider outage a re-render may wait for the provider's timeout: serve stale meanwhile.
  const freshFor = (page: CachedPage) => (isGoodPage(page) ? windows.freshMs : windows.degradedMs);
  const servableStale = (page: CachedPage) => now() - page.renderedAt <= freshFor(page) + windows.staleMs;

  const held = createHotSet<Held>({
    maxBytes,
    sizeOf: ({ page }, key) => page.identity.length + page.gzip.length + page.br.length + key.length + entryOverhead,
  });
  const renders = new Map<string, Promise<CachedPage>>();

  // Once started it finishes and answers its waiters even if its page is evicted meanwhile.
  function rerender(key: string, stale: CachedPage | undefined): Promise<CachedPage> {
    const running = renders.get(key);
    if (running) return running;
    const rendering = (async () => {
      const page = await compressPage(await render(key), now());
      // Placeholders from a provider blip are no better than the good copy they would replace: keep that
      // one while it may still be served stale, and try again after degradedMs.
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
      // Asking again for a page held, stale or not, is what makes it hot.
      const copy = held.get(key);
      if (copy && now() <= copy.freshUntil) {
        onOutcome('fresh');
        return copy.page;
      }
      if (!renders.has(key) && !mayRender()) {
        onOutcome(copy ? 'shed-stale' : 'shed');
        return copy?.page;
      }
      const rendering = rerender(key, copy?.page);
      if (copy && servableStale(copy.page)) {
        onOutcome('stale');
        rendering.catch(() => {});
        return copy.page;
      }
      onOutcome('rendered');
      // Even a copy too old to hand out is better than an error page.
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
