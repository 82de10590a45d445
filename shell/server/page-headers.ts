import { cacheControlFor, type CacheWindows } from '@school/config/cache-windows';

export type Encoding = 'br' | 'gzip' | 'identity';

const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
const qValue = (text: string) => (QVALUE.test(text) ? Number(text) : 0);

/** br on a tie (smaller), unless the header names identity with a higher q; q=0 refuses a coding. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    q.set(name === 'x-gzip' ? 'gzip' : name, qParam ? qValue(qParam.slice(2)) : 1);
  }
  const qOf = (e: 'br' | 'gzip') => q.get(e) ?? q.get('*') ?? 0;
  const compressed = qOf('gzip') > qOf('br') ? 'gzip' : 'br';
  const best = qOf(compressed);
  // A header that accepts nothing we hold still gets the plain copy: a 406 helps nobody.
  if (best <= 0 || (q.get('identity') ?? 0) > best) return 'identity';
  return compressed;
}

/**
 * Each encoding is its own representation, so its validator differs (RFC 9110 §8.8.3): a shared one
 * would let a cache answer a gzip request's 304 with a brotli body.
 */
export function etagFor(page: { etag: string }, encoding: Encoding): string {
  return encoding === 'identity' ? page.etag : `${page.etag.slice(0, -1)}-${encoding}"`;
}

/** A 404 ignores If-None-Match, `*` included (RFC 9110 §13.2.1). */
const hasValidator = (page: { status: number }) => page.status === 200;

/** Weak comparison, as the RFC asks for GET. */
export function notModified(
  ifNoneMatch: string | undefined,
  page: { status: number; etag: string },
  encoding: Encoding,
): boolean {
  if (!ifNoneMatch || !hasValidator(page)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const etag = etagFor(page, encoding);
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export function headersFor(
  page: { status: number; degraded: boolean; etag: string },
  encoding: Encoding,
  windows?: CacheWindows,
): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControlFor(page, windows),
    vary: 'Accept-Encoding',
    ...(hasValidator(page) ? { etag: etagFor(page, encoding) } : {}),
    ...(page.status === 503 ? { 'retry-after': '30' } : {}),
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
  };
}
