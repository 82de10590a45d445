// Image and file URLs, and the TC download (GET /api/image?url= fetched as a blob).
import { escapeForLog } from '../log-text.ts';
import { ApiError, toApiError } from './api-error.ts';
import { trimBaseUrl, type Send } from './http.ts';
import { PICTURE_WIDTHS, PROVIDER_IMAGE_PATH, snapPictureWidth } from './picture-widths.ts';

/**
 * `width`: a picture shown that wide (a file is asked for without). `images`: the site's image
 * endpoint (runtime config `images`, e.g. '/img'), which makes the picture at that width.
 */
export type ImageUrlOptions = { width?: number | undefined; images?: string | undefined };

/**
 * URL of a provider file path. A picture with a width goes through the site's image endpoint when
 * there is one (`/img/<width>/<path>`), else to the provider with `?w=`. Absolute http(s) URLs pass
 * through unchanged, unless they are the provider's pictures; each path segment is encoded once
 * (decoding first, so an already-encoded path is not encoded twice).
 */
export function buildImageUrl(baseUrl: string, path: string, { width, images }: ImageUrlOptions = {}): string {
  let trimmed = path.trim();
  const base = trimBaseUrl(baseUrl);
  const sized = width! > 0;
  if (sized && images && trimmed.startsWith(base + PROVIDER_IMAGE_PATH))
    trimmed = trimmed.slice(base.length + PROVIDER_IMAGE_PATH.length);
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  const encoded = trimmed
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(safeDecode(segment)))
    .join('/');
  if (!sized) return `${base}${PROVIDER_IMAGE_PATH}${encoded}`;
  return images
    ? `${trimBaseUrl(images)}/${snapPictureWidth(width!)}/${encoded}`
    : `${base}${PROVIDER_IMAGE_PATH}${encoded}?w=${Math.round(width!)}`;
}

/** srcset of a provider picture at each listed width up to the one that covers `max` (its widest layout at 2x). */
export function buildImageSrcSet(baseUrl: string, path: string, max: number, images?: string): string {
  const widths = PICTURE_WIDTHS.filter((w) => w <= snapPictureWidth(max));
  return widths.map((width) => `${buildImageUrl(baseUrl, path, { width, images })} ${width}w`).join(', ');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createImageCalls(send: Send, baseUrl: string, images?: string) {
  return {
    /** A file's URL, or with `width` a picture's at that width. */
    imageUrl: (path: string, options?: { width?: number }) => buildImageUrl(baseUrl, path, { ...options, images }),
    /** srcset of a picture at the widths up to `max` px. */
    imageSrcSet: (path: string, max: number) => buildImageSrcSet(baseUrl, path, max, images),
    /** Rejects with ApiError so the TC page can show "Failed to download data.". */
    downloadImage: async (reference: string): Promise<Blob> => {
      try {
        // arraybuffer works with every axios adapter (Node's has no blob); the Blob is built here.
        const res = await send('imageByQuery', { query: { url: reference }, responseType: 'arraybuffer' });
        const bytes = toBytes(res.data);
        if (!bytes) throw new ApiError('invalid-response', 'Image download returned no data');
        const type = res.headers['content-type'];
        return new Blob([bytes], { type: typeof type === 'string' ? type : '' });
      } catch (err) {
        const e = toApiError(err);
        console.error(
          `[shared-api] imageByQuery failed (${e.kind}${e.status === undefined ? '' : ` ${e.status}`}): ${escapeForLog(e.message)}`,
        );
        throw e;
      }
    },
  };
}
export type ImageCalls = ReturnType<typeof createImageCalls>;

function toBytes(data: unknown): Uint8Array<ArrayBuffer> | null {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
  return null;
}
