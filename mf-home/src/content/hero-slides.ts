// The hero slider's 7 pictures (SPEC §9). Paths are provider image paths: dev-api paints a
// photo-like picture for any path, a real provider serves the school's own files there.
export type HeroSlide = { path: string; alt: string };

export const heroSlides: HeroSlide[] = [
  { path: 'static/hero/campus-morning-assembly.jpg', alt: 'Students at the morning assembly in the school quadrangle' },
  { path: 'static/hero/annual-day-stage.jpg', alt: 'Annual Day performance on the school stage' },
  { path: 'static/hero/sports-day-march-past.jpg', alt: 'March past of the houses on Sports Day' },
  { path: 'static/hero/science-exhibition.jpg', alt: 'Students presenting models at the science exhibition' },
  { path: 'static/hero/kids-colour-day.jpg', alt: 'Kindergarten children celebrating Colour Day' },
  { path: 'static/hero/christmas-carol-singing.jpg', alt: 'The school choir singing carols at Christmas' },
  { path: 'static/hero/yoga-day-garden.jpg', alt: 'Students doing yoga in the school garden' },
];

/** SPEC §9: the hero slider changes picture every 3000 ms. */
export const HERO_INTERVAL_MS = 3000;
/** The hero pictures are shown at this shape (the files are cropped to it). */
export const HERO_ASPECT = { width: 1920, height: 800 } as const;
