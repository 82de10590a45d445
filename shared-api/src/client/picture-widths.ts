// One list for the image endpoint and the pages' srcsets (decision record 027). 800: a phone's full width at DPR 2.
export const PICTURE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1920] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export const PROVIDER_IMAGE_PATH = '/api/image/';

export function snapPictureWidth(width: number): PictureWidth {
  return PICTURE_WIDTHS.find((w) => w >= width) ?? 1920;
}
