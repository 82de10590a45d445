// Resolves an image reference (from /api/image/<path> or /api/image?url=<path>) to bytes:
// generated photos, PDFs for document attachments and TC certificates, all through the cache.
import { createHash } from 'node:crypto';
import type { Dataset } from '../content/types.ts';
import { TC_PREFIX, type TcStore } from '../store/tc-requests.ts';
import { FileCache } from '@school/config/file-cache';
import { CERTIFICATE_WIDTH, renderCertificate } from './certificate.ts';
import { renderPdf } from './pdf.ts';
import type { DevApiPhotos } from '@school/config/start-settings';
import { type Format, photoSpec, renderPhoto } from './photo.ts';
import { snapWidth } from './widths.ts';

/** Bump when generators change, so files cached on disk by an older version are not served. */
const GENERATOR_VERSION = 1;

/** `width`: the width asked for; the picture is made at the next of IMAGE_WIDTHS up (widths.ts). */
export type ImageRequest = { path: string; width: number | undefined; format: Format };
export type ImageResult = { body: Buffer; contentType: string; etag: string; negotiated: boolean; filename: string };

const PHOTO_EXT = /\.(jpe?g|png|webp)$/i;

/**
 * Normalises what the site sends: a relative path, a path with a leading slash, a full URL or
 * one that repeats /api/image/. Returns undefined for anything that tries to leave the tree.
 */
export function normalizeImagePath(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let p = raw.trim();
  if (/^https?:\/\//i.test(p)) {
    try {
      p = new URL(p).pathname;
    } catch {
      return undefined;
    }
  }
  // No splitting on "?": the router has removed the query already, and a decoded "%3F" is part
  // of the file name.
  p = p.replace(/\\/g, '/');
  p = p.replace(/^\/+/, '');
  if (p.startsWith('api/image/')) p = p.slice('api/image/'.length);
  if (p === '' || p.split('/').some((seg) => seg === '..' || seg === '.' || seg === '')) return undefined;
  return p;
}

/** `w` must be a positive integer; anything else means "native size". */
export function parseWidth(w: unknown): number | undefined {
  if (typeof w !== 'string' || !/^\d{1,5}$/.test(w)) return undefined;
  const n = Number(w);
  return n > 0 ? Math.min(n, 4000) : undefined;
}

export class ImageService {
  readonly cache: FileCache;

  constructor(
    cacheDir: string,
    private readonly dataset: () => Dataset,
    private readonly tc: TcStore,
    /** What the files in cacheDir may take (bytes; DevApiOptions.imageCacheBytes). */
    maxDiskBytes: number,
    /** camera: every photo at a camera's size and as its JPEG, whatever is asked (DevApiOptions.photos). */
    private readonly photos: DevApiPhotos = 'demo',
  ) {
    this.cache = new FileCache(cacheDir, { maxDiskBytes });
  }

  async get(req: ImageRequest): Promise<ImageResult | undefined> {
    const { path, format } = req;
    const name = path.split('/').pop() ?? 'file';
    if (path.startsWith(TC_PREFIX)) {
      const record = await this.tc.find(path);
      if (!record) return undefined;
      const width = snapWidth(req.width, CERTIFICATE_WIDTH);
      const key = `v${GENERATOR_VERSION}|tc|${path}|${width ?? ''}`;
      const body = await this.cache.get(key, 'jpg', () =>
        renderCertificate(
          {
            name: record.name,
            admission: record.admission,
            reference: record.id,
            issuedOn: record.receivedAt.slice(0, 10),
          },
          width,
        ),
      );
      return { body, contentType: 'image/jpeg', etag: etagOf(key), negotiated: false, filename: name };
    }
    if (path.toLowerCase().endsWith('.pdf')) {
      const title = this.dataset().documents.get(path) ?? titleFromName(name);
      const key = `v${GENERATOR_VERSION}|pdf|${path}|${title}`;
      const body = await this.cache.get(key, 'pdf', async () => renderPdf(path, title));
      return { body, contentType: 'application/pdf', etag: etagOf(key), negotiated: false, filename: name };
    }
    if (PHOTO_EXT.test(path) && this.photos === 'camera') {
      // About 4 MB and a second to make: made once, then served from the cache like any other.
      const key = `v${GENERATOR_VERSION}|camera|${path}`;
      const body = await this.cache.get(key, 'jpg', () => renderPhoto(path, undefined, 'jpeg', true));
      return { body, contentType: 'image/jpeg', etag: etagOf(key), negotiated: false, filename: name };
    }
    if (PHOTO_EXT.test(path)) {
      const width = snapWidth(req.width, photoSpec(path).width);
      const key = `v${GENERATOR_VERSION}|photo|${path}|${width ?? ''}|${format}`;
      const body = await this.cache.get(key, format === 'webp' ? 'webp' : 'jpg', () =>
        renderPhoto(path, width, format),
      );
      return {
        body,
        contentType: format === 'webp' ? 'image/webp' : 'image/jpeg',
        etag: etagOf(key),
        negotiated: true,
        filename: name,
      };
    }
    return undefined;
  }
}

function etagOf(key: string): string {
  return `"${createHash('sha1').update(key).digest('base64url').slice(0, 22)}"`;
}

function titleFromName(file: string): string {
  const base = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : 'Document';
}
