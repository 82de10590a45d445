// Image and file URLs, and the TC download (GET /api/image?url= fetched as a blob).
import { escapeForLog } from '../log-text.ts';
import { ApiError, toApiError } from './api-error.ts';
import { trimBaseUrl, type Send } from './http.ts';

export type ImageUrlOptions = { width?: number | undefined };

/**
 * Absolute URL of a provider file path. Absolute http(s) URLs pass through unchanged; each path
 * segment is encoded once (decoding first, so an already-encoded path is not encoded twice).
 */
export function buildImageUrl(baseUrl: string, path: string, options: ImageUrlOptions = {}): string {
  const trimmed = path.trim();
  if (trimmed === '') return '';
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  const encoded = trimmed
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(safeDecode(segment)))
    .join('/');
  const width = options.width;
  const query = width !== undefined && Number.isFinite(width) && width > 0 ? `?w=${Math.round(width)}` : '';
  return `${trimBaseUrl(baseUrl)}/api/image/${encoded}${query}`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function createImageCalls(send: Send, baseUrl: string) {
  return {
    imageUrl: (path: string, options?: ImageUrlOptions) => buildImageUrl(baseUrl, path, options),
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
