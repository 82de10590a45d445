// The provider's pictures, and nothing else: a request's path becomes a URL on the provider's
// origin under its image path, or nothing, and its body is fetched with a deadline and a size
// bound. No redirect is followed, so the endpoint cannot be turned into a proxy to other hosts.
import { PROVIDER_IMAGE_PATH } from '@school/shared-api';

/** A camera's photo is 3-8 MB; a provider's answer beyond this is refused, not read. */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;
export const FETCH_TIMEOUT_MS = 10_000;
const MAX_PATH_LENGTH = 1024;

/**
 * The provider URL of a raw (still encoded) request path such as `gallery/a%20b.jpg`, or undefined
 * when a segment is empty, `.` or `..` (after decoding), holds a slash, a backslash or a control
 * character, or the result would leave the provider's image path.
 */
export function providerPictureUrl(apiBaseUrl: string, rawPath: string): string | undefined {
  if (rawPath.length === 0 || rawPath.length > MAX_PATH_LENGTH) return undefined;
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\]/.test(segment) || hasControl(segment))
      return undefined;
    segments.push(encodeURIComponent(segment));
  }
  const base = new URL(apiBaseUrl);
  const prefix = `${base.pathname.replace(/\/+$/, '')}${PROVIDER_IMAGE_PATH}`;
  const url = new URL(`${prefix}${segments.join('/')}`, base.origin);
  return url.origin === base.origin && url.pathname.startsWith(prefix) ? url.href : undefined;
}

const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export class PictureFetchError extends Error {
  override name = 'PictureFetchError';
  /** 404: the provider has no such picture; 502: it failed, was too slow, or sent no picture. */
  constructor(
    message: string,
    readonly status: 404 | 502,
  ) {
    super(message);
  }
}

/** The provider's bytes of a picture, or a PictureFetchError. */
export async function fetchPicture(
  url: string,
  { timeoutMs = FETCH_TIMEOUT_MS, maxBytes = MAX_PICTURE_BYTES } = {},
): Promise<Buffer> {
  let res: Response;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    res = await fetch(url, { redirect: 'error', signal, headers: { Accept: 'image/*' } });
  } catch (error) {
    throw new PictureFetchError(`provider unreachable: ${String(error)}`, 502);
  }
  if (res.status === 404 || res.status === 410) throw new PictureFetchError('no such picture', 404);
  if (!res.ok || !res.body) throw new PictureFetchError(`provider answered ${res.status}`, 502);
  const type = res.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await res.body.cancel();
    throw new PictureFetchError(`not a picture (${type || 'no type'})`, 404);
  }
  if (Number(res.headers.get('content-length') ?? 0) > maxBytes) {
    await res.body.cancel();
    throw new PictureFetchError('picture too large', 502);
  }
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = res.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length;
      if (bytes > maxBytes) throw new PictureFetchError('picture too large', 502);
      chunks.push(read.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof PictureFetchError) throw error;
    throw new PictureFetchError(`provider stopped: ${String(error)}`, 502);
  }
  return Buffer.concat(chunks);
}
