// The site's copies of the provider's pictures: each (picture, width, encoding) made once and kept
// in a byte-bounded LRU; the provider's original kept briefly too (the grid's copy and then the
// lightbox's ask for the same photo). Concurrent requests for one copy share one making.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { FileCache } from '@school/config/file-cache';
import { fetchPicture } from './provider-picture.ts';
import type { PictureFormat } from './picture-format.ts';
import { createWorkLimit, type WorkLimit } from './work-limit.ts';

export type Picture = { body: Buffer; etag: string };

export type PictureStoreOptions = {
  /** What the made copies may take in memory (bytes). */
  cacheBytes?: number;
  /** What the provider's originals may take in memory (bytes). */
  originalBytes?: number;
  /** How long an original is kept (ms): long enough for the pages that show it at once. */
  originalTtlMs?: number;
  /** Pictures encoded at once (a core each). */
  concurrency?: number;
  /** Pictures in hand at once (fetched and waiting to be encoded: their originals are in memory), and waiting beyond that. */
  inHand?: number;
  maxWaiting?: number;
  /** A directory for the copies made, found again by their original's content: another process, or a restart, given it makes none twice. */
  dir?: string | undefined;
  /** What that directory may hold (bytes). */
  dirBytes?: number;
  fetch?: (url: string) => Promise<Buffer>;
  /** Makes a copy: the picture maker's, in its own process (picture-maker.ts). */
  resize: (input: Buffer, width: number, format: PictureFormat) => Promise<Buffer>;
};

const MB = 1024 * 1024;

export function createPictureStore(opts: PictureStoreOptions) {
  const fetchOriginal = opts.fetch ?? ((url: string) => fetchPicture(url));
  const { resize } = opts;
  const encoding: WorkLimit = createWorkLimit(opts.concurrency ?? 2, Number.POSITIVE_INFINITY);
  const limit: WorkLimit = createWorkLimit(opts.inHand ?? 6, opts.maxWaiting ?? 64);
  const copies = new LRUCache<string, Picture>({
    maxSize: opts.cacheBytes ?? 64 * MB,
    sizeCalculation: (p) => p.body.length || 1,
  });
  const originals = new LRUCache<string, Buffer>({
    maxSize: opts.originalBytes ?? 48 * MB,
    sizeCalculation: (b) => b.length || 1,
    ttl: opts.originalTtlMs ?? 60_000,
  });
  const files = opts.dir
    ? new FileCache(opts.dir, { maxMemoryBytes: 0, maxDiskBytes: opts.dirBytes ?? 512 * MB })
    : undefined;
  const making = new Map<string, Promise<Picture>>();
  const fetching = new Map<string, Promise<Buffer>>();

  const original = (url: string): Promise<Buffer> => {
    const kept = originals.get(url);
    if (kept) return Promise.resolve(kept);
    let pending = fetching.get(url);
    if (!pending) {
      pending = fetchOriginal(url)
        .then((body) => (originals.set(url, body), body))
        .finally(() => fetching.delete(url));
      fetching.set(url, pending);
    }
    return pending;
  };

  // Memory stays bounded: at most `inHand` originals (MAX_PICTURE_BYTES each) beside the caches.
  const make = (url: string, width: number, format: PictureFormat): Promise<Picture> =>
    limit.run(async () => {
      const input = await original(url);
      const encode = () => encoding.run(() => resize(input, width, format));
      const body = files
        ? await files.get(`${createHash('sha256').update(input).digest('hex')}|${width}|${format}`, format, encode)
        : await encode();
      return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    });

  return {
    /** The copy of the provider picture at `url`; rejects with PictureFetchError, WorkLimitReached (PictureMakerGone among them) or the maker's error. */
    get(url: string, width: number, format: PictureFormat): Promise<Picture> {
      const key = `${width}|${format}|${url}`;
      const kept = copies.get(key);
      if (kept) return Promise.resolve(kept);
      let pending = making.get(key);
      if (!pending) {
        pending = make(url, width, format)
          .then((picture) => (copies.set(key, picture), picture))
          .finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
    limit,
    /** Waits for the copies still being written to the directory. */
    flush: async () => files?.flush(),
    get cachedBytes() {
      return copies.calculatedSize;
    },
  };
}
export type PictureStore = ReturnType<typeof createPictureStore>;
