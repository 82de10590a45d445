// What the picture maker does with a job: a provider picture from its store (fetched, made with
// sharp at a width and encoding, kept), or a story card's SVG as a PNG. Only the maker's process
// imports it, and with it sharp.
import sharp from 'sharp';
import { createPictureStore } from './picture-store.ts';
import type { MakerFailure, MakerSettings, PictureJob } from './picture-maker-protocol.ts';
import { PictureFetchError } from './provider-picture.ts';
import { resizePicture } from './resize-picture.ts';
import { WorkLimitReached } from './work-limit.ts';

export type JobAnswer = { body: Buffer; etag?: string } | { failure: MakerFailure };

export function pictureJobs(settings: MakerSettings) {
  const store = createPictureStore({ ...settings, resize: resizePicture });
  const failureOf = (error: unknown): MakerFailure => {
    if (error instanceof WorkLimitReached) return { kind: 'busy' };
    if (error instanceof PictureFetchError) return { kind: 'fetch', status: error.status, message: error.message };
    return { kind: 'unreadable', message: String(error) };
  };
  return {
    async answer(job: PictureJob): Promise<JobAnswer> {
      try {
        if (job.kind === 'picture') return await store.get(job.url, job.width, job.format);
        return { body: await sharp(Buffer.from(job.svg)).png({ compressionLevel: 9, palette: true }).toBuffer() };
      } catch (error) {
        return { failure: failureOf(error) };
      }
    },
    /** Waits for the copies still being written to the store's directory. */
    flush: () => store.flush(),
  };
}
