// The widths a provider picture is shown at: the site's image endpoint (the shell's /img, decision
// record 027) makes only these, and pages list them in srcset. One list, so neither side can ask
// for a width the other does not know. 800: a phone's full-width picture (360-414 px at DPR 2).
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The provider's picture path (under its base URL): `${base}${PROVIDER_IMAGE_PATH}<path>`. */
export const PROVIDER_IMAGE_PATH = '/api/image/';

/** The smallest listed width at least `width` wide; the largest for anything wider. */
export function snapPictureWidth(width: number): PictureWidth {
  return PICTURE_WIDTHS.find((w) => w >= width) ?? 1920;
}
