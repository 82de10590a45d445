// The widths dev-api makes of a picture. A requested ?w= is served at the next of these up, so a
// picture has a handful of variants on disk whatever widths the pages (or a crawler) ask for:
// every distinct width used to be a file of its own (~220 KB for a gallery photo).
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
const LARGEST = Math.max(...IMAGE_WIDTHS);

/** The width to make for a request of `requested` px of a picture `native` px wide; undefined: the native size. */
export function snapWidth(requested: number | undefined, native: number): number | undefined {
  if (requested === undefined) return undefined;
  const step = IMAGE_WIDTHS.find((w) => w >= Math.min(requested, LARGEST));
  return step === undefined || step >= native ? undefined : step;
}
