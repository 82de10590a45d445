// Server-rendered pages kept in memory, compressed once, served stale while one re-render runs.
// lru-cache does the stale-while-revalidate and the single flight: a stale fetch() returns the old
// value and starts fetchMethod, and every fetch() of that key meanwhile shares the same promise.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
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
  maxBytes?: number;
  /** The clock, for tests. */
  now?: () => number;
};

export type PageCache = {
  /** The page for a key (path + query, normalized by the caller). Rejects only when nothing is cached and the render throws. */
  get(key: string): Promise<CachedPage>;
  stats(): { entries: number; bytes: number };
  /** For cacheControlFor / headersFor, so the CDN's windows match these. */
  windows: CacheWindows;
  clear(): void;
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

export function createPageCache(options: PageCacheOptions): PageCache {
  const { render, maxBytes = 64 * 1024 * 1024, now = () => Date.now() } = options;
  const windows: CacheWindows = {
    freshMs: options.freshMs ?? defaultWindows.freshMs,
    staleMs: options.staleMs ?? defaultWindows.staleMs,
    degradedMs: options.degradedMs ?? defaultWindows.degradedMs,
  };
  // Degraded pages and 404s are fresh only degradedMs, then served stale like the rest while one
  // re-render runs: in a provider outage that render may wait for the provider's timeout.
  const freshFor = (page: CachedPage) => (isGoodPage(page) ? windows.freshMs : windows.degradedMs);
  const servableStale = (page: CachedPage) => now() - page.renderedAt <= freshFor(page) + windows.staleMs;

  const lru = new LRUCache<string, CachedPage>({
    maxSize: maxBytes,
    sizeCalculation: (page, key) =>
      page.identity.length + page.gzip.length + page.br.length + key.length + entryOverhead,
    perf: { now },
    allowStale: true,
    noDeleteOnStaleGet: true,
    // A render once started finishes and answers its waiters even if its entry is evicted meanwhile.
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { options: setOptions }) => {
      const page = await compressPage(await render(key), now());
      // Placeholders from a provider blip are no better than the good copy they would replace:
      // keep that one while it may still be served stale, and try again after degradedMs.
      if (page.degraded && stale && isGoodPage(stale) && servableStale(stale)) {
        setOptions.ttl = windows.degradedMs;
        return stale;
      }
      setOptions.ttl = freshFor(page);
      return page;
    },
  });

  return {
    async get(key) {
      const held = lru.peek(key, { allowStale: true });
      const page = await lru.fetch(key, {
        // Past fresh + stale a copy is too old to hand out: wait for the re-render.
        allowStale: held !== undefined && servableStale(held),
        // A failed render serves whatever copy is held, even one too old (better than an error
        // page); with none, its error must reach the caller, where lru-cache would swallow it.
        allowStaleOnFetchRejection: held !== undefined,
      });
      // fetch() types a miss as undefined; with the options above a failed render throws instead.
      if (!page) throw new Error(`page-cache: no page for ${key}`);
      return page;
    },
    windows,
    stats: () => ({ entries: lru.size, bytes: lru.calculatedSize }),
    clear: () => lru.clear(),
  };
}
