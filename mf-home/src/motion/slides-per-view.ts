// The original's breakpoints are max-widths (react-slick), as CSS media queries take them (carousel-motion.ts).

export type SlideRule = { maxWidth: number; perView: number };
export type SlideLayout = { base: number; rules: SlideRule[] };

export const CAROUSEL_LAYOUT: SlideLayout = {
  base: 3,
  rules: [
    { maxWidth: 1300, perView: 3 },
    { maxWidth: 1200, perView: 2 },
    { maxWidth: 992, perView: 2 },
    { maxWidth: 767, perView: 2 },
    { maxWidth: 480, perView: 1 },
  ],
};
export const GALLERY_LAYOUT: SlideLayout = {
  base: 4,
  rules: [
    { maxWidth: 1300, perView: 3 },
    { maxWidth: 992, perView: 2 },
    { maxWidth: 767, perView: 2 },
    { maxWidth: 480, perView: 1 },
  ],
};
export const EVENTS_LAYOUT: SlideLayout = {
  base: 3,
  rules: [
    { maxWidth: 992, perView: 2 },
    { maxWidth: 767, perView: 2 },
    { maxWidth: 600, perView: 1 },
  ],
};
export const SINGLE_LAYOUT: SlideLayout = { base: 1, rules: [] };

export function perViewAt(layout: SlideLayout, width: number): number {
  const covering = layout.rules.filter((r) => width <= r.maxWidth).sort((a, b) => a.maxWidth - b.maxWidth);
  return covering[0]?.perView ?? layout.base;
}

export function maxPerView(layout: SlideLayout): number {
  return Math.max(layout.base, ...layout.rules.map((r) => r.perView));
}
