// What the picture maker does with one job: a provider picture at a width and encoding, or a
// story card's SVG as a PNG. Only the maker's process imports it (and so sharp).
import sharp from 'sharp';
import type { PictureJob } from './picture-maker-protocol.ts';
import { resizePicture } from './resize-picture.ts';

export async function makePicture(job: PictureJob): Promise<Buffer> {
  if (job.kind === 'resize')
    return resizePicture(
      Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength),
      job.width,
      job.format,
    );
  return sharp(Buffer.from(job.svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
