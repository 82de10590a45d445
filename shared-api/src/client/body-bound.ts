// A provider's body is read only up to a bound, counted as it streams in and after it is
// decompressed (axios's maxContentLength, in Node): tens of megabytes of a list are a failed call,
// not a server's heap (issue 35). Browsers read what their page asked for; the bound is the server's.
import axios from 'axios';
import { ApiError } from './api-error.ts';

/**
 * Above the largest list a page is built to bound (decision record 010: e2e/tests/list-bounds.spec.ts's
 * 5,000 items, twenty with 100 KB texts, are 5 to 9.5 MB), below the 13–38 MB that took a server down.
 */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;
/** A file the provider sends (a download) may be larger, as a picture may (shell/server/images). */
export const MAX_FILE_BYTES = 25 * 1024 * 1024;
/** A body smaller than this is always parsed: only large ones are worth a look at the heap. */
export const ADMIT_FROM_BYTES = 1024 * 1024;

/** A server's check before it parses a large body: whether its heap has room for that many bytes of JSON. */
export type AdmitBody = (bytes: number) => boolean;

export const maxBytesOf = (responseType: 'json' | 'arraybuffer' | undefined): number =>
  responseType === 'arraybuffer' ? MAX_FILE_BYTES : MAX_BODY_BYTES;

/** Runs before axios parses a JSON body (its transformResponse): a body the heap has no room for is a failed call. */
export function admitting(admit: AdmitBody) {
  return (data: unknown): unknown => {
    if (typeof data === 'string' && data.length >= ADMIT_FROM_BYTES && !admit(data.length))
      throw new ApiError('invalid-response', `a body of ${data.length} bytes was not parsed: no room in the heap now`);
    return data;
  };
}

/** What the log says of a body cut at the bound: the bound, and its size when the provider declared it. */
export function oversizeOf(err: unknown): string | undefined {
  if (!axios.isAxiosError(err) || !/^maxContentLength size of \d+ exceeded/.test(err.message)) return undefined;
  const bound = Number(/\d+/.exec(err.message)?.[0]);
  const headers = (err.request as { res?: { headers?: Record<string, unknown> } } | undefined)?.res?.headers ?? {};
  // Of a compressed body, Content-Length is the compressed size; the bound counts what it unpacks to.
  const declared = Number(headers['content-length']);
  const size = Number.isFinite(declared) && declared > 0 ? `Content-Length ${declared}` : 'no Content-Length';
  return `its body is over ${bound} bytes (${size}); not read further`;
}
