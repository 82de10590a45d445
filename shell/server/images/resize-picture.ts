// One provider picture made at one width and encoding with sharp: turned upright by its EXIF
// orientation, its metadata (a phone's GPS position among it) dropped, never enlarged.
import sharp, { type Sharp } from 'sharp';
import type { PictureFormat } from './picture-format.ts';

/** A decompression bomb is refused: 60 megapixels is beyond any phone's camera. */
const MAX_INPUT_PIXELS = 60_000_000;

// Qualities chosen on camera photos at 390 px DPR 2 (decision record 027): as AVIF a 480 px grid
// copy is about 15 KB, an 800 px card 35 KB, a 960 px lightbox photo 50 KB; effort trades encoding
// time on a 2-core machine.
const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 42, effort: 2 }),
  webp: (image) => image.webp({ quality: 68, effort: 3 }),
  jpeg: (image) => image.jpeg({ quality: 72, mozjpeg: true }),
};

export async function resizePicture(input: Buffer, width: number, format: PictureFormat): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return encoders[format](image).toBuffer();
}
