// Paints the site's own pictures (hero, infrastructure, patron, about, cabinet) once, with the
// demo provider's painter, into mf-home's assets: the app serves them itself, so they load from
// any provider and while the provider is down. Run: pnpm --filter @school/dev-api paint-site-pictures
// The files are committed; run again only when a picture, a shape or a width changes.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { OWN_PICTURE_SHAPES, type OwnPictureGroup } from '../../mf-home/src/lib/own-pictures.ts';
import { renderPhoto } from '../src/images/photo.ts';

const out = join(dirname(fileURLToPath(import.meta.url)), '../../mf-home/src/assets/pictures');

/** Picture name → the painter path it was painted from (the same picture the provider served before). */
const pictures: Record<OwnPictureGroup, Record<string, string>> = {
  hero: Object.fromEntries(
    [
      'campus-morning-assembly',
      'annual-day-stage',
      'sports-day-march-past',
      'science-exhibition',
      'kids-colour-day',
      'christmas-carol-singing',
      'yoga-day-garden',
    ].map((n) => [n, `static/hero/${n}.jpg`]),
  ),
  infrastructure: Object.fromEntries(
    [
      'library',
      'dance-room',
      'music-room',
      'smart-classroom',
      'computer-lab',
      'biology-lab',
      'physics-lab',
      'chemistry-lab',
    ].map((n) => [n, `static/infrastructure/${n}.jpg`]),
  ),
  article: {
    'grotto-statue': 'static/patron/grotto-statue.jpg',
    'school-building': 'static/about/school-building.jpg',
    'society-founders': 'static/about/society-founders.jpg',
  },
  cabinet: Object.fromEntries(
    [
      'head-girl',
      'head-boy',
      'assistant-head-girl',
      'assistant-head-boy',
      'sports-captain-girls',
      'sports-captain-boys',
      'cultural-secretary',
      'discipline-prefect',
      'captain-st-joseph',
      'captain-st-francis',
      'captain-st-teresa',
      'captain-st-xavier',
    ].map((n) => [n, `static/people/cabinet/${n}.jpg`]),
  ),
};

// The painter's grain makes files large; 65 keeps them photo-like at about a third of its 78.
const QUALITY = 65;

let total = 0;
for (const [group, names] of Object.entries(pictures) as [OwnPictureGroup, Record<string, string>][]) {
  const { width, height, widths } = OWN_PICTURE_SHAPES[group];
  const dir = join(out, group);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  for (const [name, path] of Object.entries(names)) {
    // Painted once at its native size, then cropped to the page's shape at each width.
    const painted = await renderPhoto(path, undefined, 'jpeg');
    for (const w of widths) {
      const body = await sharp(painted)
        .resize(w, Math.round((w * height) / width), { fit: 'cover' })
        .webp({ quality: QUALITY, effort: 6 })
        .toBuffer();
      await writeFile(join(dir, `${name}-${w}.webp`), body);
      total += body.length;
    }
  }
}
console.log(`Painted the site's pictures into ${out}: ${Math.round(total / 1024)} KB in all`);
