// Pages compressed once, kept by the server's one mechanism for copies (@school/config/kept-copies,
// docs/decisions/024); a good page outlives a degraded re-render while it may be served stale.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isGoodPage, type CacheWindows } from '@school/config/cache-windows';
import { createKeptCopies, type HotSetStats, type KeptOutcome } from '@school/config/kept-copies';
import type { KeptPages } from './kept-pages.ts';
import type { Encoding } from './page-headers.ts';

export { etagFor, headersFor, notModified, pickEncoding, type Encoding } from './page-headers.ts';

export type RenderedPage = { status: number; html: string; degraded: boolean };

export type CachedPage = {
  status: number;
  degraded: boolean;
  etag: string;
  identity: Buffer;
  /** The page in an encoding, compressed when first asked and kept with the page. */
  body(encoding: Encoding): Promise<Buffer>;
};

/** How a page was answered: a copy fresh or stale, or a render waited for; `shed*`: no render was allowed. */
export type PageOutcome = KeptOutcome;

/** What a page is asked by: its key, or anything that carries it (the route its request matched). */
export type PageAsk = string | { key: string };

export type PageCacheOptions<A extends PageAsk = string> = Partial<CacheWindows> & {
  render: (asked: A) => Promise<RenderedPage>;
  /** 0 keeps none: every request renders (the benchmark's uncached renders). */
  maxBytes?: number | undefined;
  now?: () => number;
  /** The server's metrics. */
  onOutcome?: (outcome: PageOutcome) => void;
  /** Good pages kept on disk too, so a restart starts from them (kept-pages.ts). */
  onDisk?: KeptPages | undefined;
};

export type PageCache<A extends PageAsk = string> = {
  /**
   * Rejects only when nothing is held and the render throws. When `mayRender` says no (the server
   * sheds load), answers the copy held, however old, or undefined.
   */
  get(asked: A): Promise<CachedPage>;
  get(asked: A, mayRender: () => boolean): Promise<CachedPage | undefined>;
  stats(): HotSetStats;
  windows: CacheWindows;
  clear(): void;
  /** A stale page's re-render runs behind its request: this waits for it too. */
  idle(): Promise<void>;
};

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const compress: Record<Exclude<Encoding, 'identity'>, (page: Buffer) => Promise<Buffer>> = {
  gzip: (page) => gzipAsync(page),
  // Quality 5 is within a few percent of 11's size at a small fraction of its time; a request that
  // misses the cache waits for it.
  br: (page) =>
    brotliAsync(page, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.length,
      },
    }),
};

// Each encoding is made once, when a request first asks for it: nearly every browser asks for br,
// and compressing each render in gzip too cost an uncached page about a tenth of the shell's time.
function compressedPage(page: RenderedPage): CachedPage {
  const identity = Buffer.from(page.html);
  const bodies = new Map<Encoding, Promise<Buffer>>([['identity', Promise.resolve(identity)]]);
  const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
  return {
    status: page.status,
    degraded: page.degraded,
    etag,
    identity,
    body(encoding) {
      let body = bodies.get(encoding);
      if (!body) bodies.set(encoding, (body = compress[encoding as keyof typeof compress](identity)));
      return body;
    },
  };
}

export const DEFAULT_PAGE_CACHE_BYTES = 32 * 1024 * 1024;

// So that many tiny pages still hit the bound.
const entryOverhead = 256;

export function createPageCache<A extends PageAsk = string>(options: PageCacheOptions<A>): PageCache<A> {
  const { render, maxBytes = DEFAULT_PAGE_CACHE_BYTES, now, onOutcome, onDisk } = options;
  const copies = createKeptCopies<CachedPage>({
    maxBytes,
    // Counted as made in both encodings: a page compresses to well under a quarter of its size.
    sizeOf: (page, key) => Math.ceil(page.identity.length * 1.5) + key.length + entryOverhead,
    windows: { freshMs: options.freshMs, staleMs: options.staleMs, degradedMs: options.degradedMs },
    isGood: isGoodPage,
    // Placeholders from a provider blip are no better than the good copy they would replace.
    keepGoodOverBad: true,
    now,
    onOutcome,
    ...(onDisk && {
      recall: async (key: string) => {
        const page = await onDisk.recall(key);
        return page && { copy: compressedPage({ ...page, degraded: false }), madeAt: page.madeAt };
      },
      onMade: (key: string, page: CachedPage, madeAt: number) =>
        onDisk.keep(key, { status: page.status, html: page.identity.toString(), madeAt }),
    }),
  });
  return {
    get: ((asked: A, mayRender: () => boolean = () => true) =>
      copies.get(
        typeof asked === 'string' ? asked : asked.key,
        async () => compressedPage(await render(asked)),
        mayRender,
      )) as PageCache<A>['get'],
    windows: copies.windows,
    stats: copies.stats,
    clear: copies.clear,
    idle: copies.idle,
  };
}
