// The site's own files, so they show whatever the provider is and while it is down (decision record 012).
import { OWN_PICTURE_SHAPES, ownPicture, type OwnPicture } from '../lib/own-pictures.ts';

export type HeroSlide = { picture: OwnPicture; alt: string };

const files = import.meta.glob<string>('../assets/pictures/hero/*.webp', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});
const slide = (name: string, alt: string): HeroSlide => ({ picture: ownPicture(files, 'hero', name), alt });

export const heroSlides: HeroSlide[] = [
  slide('campus-morning-assembly', 'Students at the morning assembly in the school quadrangle'),
  slide('annual-day-stage', 'Annual Day performance on the school stage'),
  slide('sports-day-march-past', 'March past of the houses on Sports Day'),
  slide('science-exhibition', 'Students presenting models at the science exhibition'),
  slide('kids-colour-day', 'Kindergarten children celebrating Colour Day'),
  slide('christmas-carol-singing', 'The school choir singing carols at Christmas'),
  slide('yoga-day-garden', 'Students doing yoga in the school garden'),
];

export const HERO_INTERVAL_MS = 3000;
export const HERO_ASPECT = { width: OWN_PICTURE_SHAPES.hero.width, height: OWN_PICTURE_SHAPES.hero.height } as const;
