// What the shell asks its picture maker (picture-maker-process.ts) and what it answers, over the
// child's IPC channel with Node's advanced serialization, which carries bytes as they are.
import type { PictureFormat } from './picture-format.ts';
import type { PictureStoreOptions } from './picture-store.ts';

/** The maker's entry file, without its extension (.ts in the sources, .mjs in scripts/dist): its command line names it. */
export const PICTURE_MAKER_ENTRY = 'picture-maker-process';

/** The maker's picture store, as the shell sets it (its first argument, as JSON). */
export type MakerSettings = Pick<
  PictureStoreOptions,
  'dir' | 'cacheBytes' | 'originalBytes' | 'concurrency' | 'inHand' | 'maxWaiting'
>;

export type PictureJob =
  { kind: 'picture'; url: string; width: number; format: PictureFormat } | { kind: 'card'; svg: string };

export type MakerRequest = { id: number; job: PictureJob };

/** busy: its work limit is full (503); fetch: the provider's answer (404 or 502); unreadable: no picture (404). */
export type MakerFailure =
  { kind: 'busy' } | { kind: 'fetch'; status: 404 | 502; message: string } | { kind: 'unreadable'; message: string };

/** `etag`: a picture's (a card has its own, by what it says). `rss`: the maker's resident memory after the job (bytes), so the shell can retire a grown one. */
export type MakerReply = { id: number; rss: number } & (
  { body: Uint8Array; etag?: string } | { failure: MakerFailure }
);
