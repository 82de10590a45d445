// A picture's URLs from the provider's path, with nothing else of the client: an island computes them
// from its props without loading it (decision record 028).
import { trimBaseUrl } from './base-url.ts';
import { PICTURE_WIDTHS, PROVIDER_IMAGE_PATH, snapPictureWidth } from './picture-widths.ts';

export { PICTURE_WIDTHS };

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

/** Where a page's pictures come from: the provider's base URL, and the image service when there is one. */
export type PictureSource = { baseUrl: string; images?: string | undefined };

export function pictureUrls({ baseUrl, images }: PictureSource) {
  return {
    imageUrl: (path: string, options?: { width?: number }) => buildImageUrl(baseUrl, path, { ...options, images }),
    imageSrcSet: (path: string, max: number) => buildImageSrcSet(baseUrl, path, max, images),
  };
}
export type PictureUrls = ReturnType<typeof pictureUrls>;
