// What the shell asks its picture maker (picture-maker-process.ts) and what it answers, over the
// child's IPC channel with Node's advanced serialization, which carries bytes as they are.
import type { PictureFormat } from './picture-format.ts';

/** The maker's entry file, without its extension (.ts in the sources, .mjs in scripts/dist): its command line names it. */
export const PICTURE_MAKER_ENTRY = 'picture-maker-process';

export type PictureJob =
  { kind: 'resize'; input: Uint8Array; width: number; format: PictureFormat } | { kind: 'card'; svg: string };

export type MakerRequest = { id: number; job: PictureJob };

/** `rss`: the maker's resident memory after the job (bytes), so the shell can retire a grown one. */
export type MakerReply = { id: number; rss: number } & ({ body: Uint8Array } | { error: string });
