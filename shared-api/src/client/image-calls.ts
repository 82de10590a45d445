import { escapeForLog } from '../log-text.ts';
import { ApiError, toApiError } from './api-error.ts';
import { trimBaseUrl, type Send } from './http.ts';
import { PICTURE_WIDTHS, PROVIDER_IMAGE_PATH, snapPictureWidth } from './picture-widths.ts';

export type ImageUrlOptions = { width?: number | undefined; images?: string | undefined };

/** Each path segment is decoded first, so an already-encoded path is not encoded twice. */
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

/** Up to the width that covers `max` (its widest layout at 2x). */
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
    imageUrl: (path: string, options?: { width?: number }) => buildImageUrl(baseUrl, path, { ...options, images }),
    imageSrcSet: (path: string, max: number) => buildImageSrcSet(baseUrl, path, max, images),
    downloadImage: async (reference: string): Promise<Blob> => {
      try {
        // arraybuffer works with every axios adapter (Node's has no blob).
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
