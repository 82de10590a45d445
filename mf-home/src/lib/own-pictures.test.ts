import { describe, expect, it } from 'vitest';
import { about } from '../content/about.ts';
import { aboutSociety } from '../content/about-society.ts';
import { cabinet } from '../content/cabinet.ts';
import { heroSlides } from '../content/hero-slides.ts';
import { infrastructure } from '../content/infrastructure.ts';
import { patron } from '../content/patron.ts';
import { OWN_PICTURE_SHAPES, ownPicture, type OwnPictureGroup } from './own-pictures.ts';

const groups: [OwnPictureGroup, { picture: { srcSet: string; src: string; width: number; height: number } }[]][] = [
  ['hero', heroSlides],
  ['infrastructure', infrastructure],
  ['article', [about.image, aboutSociety.image, patron.image].flatMap((image) => (image ? [image] : []))],
  ['cabinet', cabinet.map((b) => b.photo)],
];

describe('the site own pictures', () => {
  it.each(groups)('%s: files of this app at every width, none from the provider', (group, images) => {
    const { widths, width, height } = OWN_PICTURE_SHAPES[group];
    expect(images.length).toBeGreaterThan(0);
    for (const { picture } of images) {
      expect(picture.srcSet.split(', ').map((c) => c.split(' ')[1])).toEqual(widths.map((w) => `${w}w`));
      expect(picture.srcSet).toContain(`/assets/pictures/${group}/`);
      expect(picture.srcSet).not.toContain('/api/image');
      expect([picture.width, picture.height]).toEqual([width, height]);
    }
  });

  it('names a missing file instead of linking a broken picture', () => {
    expect(() => ownPicture({ '/x/hero/a-640.webp': 'a-640.webp' }, 'hero', 'a')).toThrow(
      'No 800 px file for the picture hero/a',
    );
  });

  it('falls back to the widest file up to 1280 px for a browser without srcset', () => {
    const files = Object.fromEntries(OWN_PICTURE_SHAPES.hero.widths.map((w) => [`/p/hero/a-${w}.webp`, `a-${w}.webp`]));
    expect(ownPicture(files, 'hero', 'a').src).toBe('a-1280.webp');
  });
});
