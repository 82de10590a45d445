// Which encoding a browser gets, from its Accept header: AVIF, else WebP, else JPEG, which every
// browser shows. A listed type with q=0 is refused; `*/*` promises nothing (curl sends it).
export const PICTURE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

export const CONTENT_TYPES: Record<PictureFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

export function negotiateFormat(accept: string | undefined): PictureFormat {
  const accepted = new Set(
    (accept ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.split(';').map((p) => p.trim()))
      .filter(([, ...params]) => !params.some((p) => /^q=0(\.0*)?$/.test(p)))
      .map(([type]) => type),
  );
  return PICTURE_FORMATS.find((f) => accepted.has(CONTENT_TYPES[f])) ?? 'jpeg';
}
