/** dev-api's paint-site-pictures script makes the files from this table (decision record 012). */
export const OWN_PICTURE_SHAPES = {
  hero: { width: 1920, height: 800, widths: [800, 1280, 1920] },
  infrastructure: { width: 600, height: 400, widths: [400, 800] },
  article: { width: 1200, height: 900, widths: [480, 960] },
  cabinet: { width: 480, height: 600, widths: [300, 600] },
} as const satisfies Record<string, { width: number; height: number; widths: readonly number[] }>;
export type OwnPictureGroup = keyof typeof OWN_PICTURE_SHAPES;

export type OwnPicture = { src: string; srcSet: string; width: number; height: number };

const FALLBACK_MAX_WIDTH = 1280;

/** Throws when a width is missing, so a renamed picture fails the tests, not the page. */
export function ownPicture(files: Record<string, string>, group: OwnPictureGroup, name: string): OwnPicture {
  const { width, height, widths } = OWN_PICTURE_SHAPES[group];
  const urls = widths.map((w) => {
    const url = Object.entries(files).find(([file]) => file.endsWith(`/${group}/${name}-${w}.webp`))?.[1];
    if (url === undefined)
      throw new Error(`No ${w} px file for the picture ${group}/${name} (run dev-api's paint-site-pictures)`);
    return { w, url };
  });
  const fallback = urls.filter((u) => u.w <= FALLBACK_MAX_WIDTH).at(-1) ?? urls[0];
  return { src: fallback?.url ?? '', srcSet: urls.map((u) => `${u.url} ${u.w}w`).join(', '), width, height };
}
