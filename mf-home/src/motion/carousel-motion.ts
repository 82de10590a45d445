// A carousel moves with a CSS animation its server render defines (decision record 028): it
// autoplays and loops before any script runs. Scripts only jump it (Previous, Next, a swipe).
import { maxPerView, perViewAt, type SlideLayout } from './slides-per-view.ts';

export type Timing = { delay: number; speed: number };

/** The last slides are followed by copies of the first ones, so the loop has no seam. */
export const copiesFor = (count: number, layout: SlideLayout) => Math.min(count, maxPerView(layout));

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(4)}%`;
const at = (slide: number, gap: number) => `translateX(calc(-${slide} * (100% + ${gap}px) / var(--per)))`;

/** Each slide holds for `delay`, then moves on over `speed`; the copies make the last move land on the first. */
export function loopKeyframes(count: number, { delay, speed }: Timing, gap: number): string {
  const period = count * (delay + speed);
  const frames: string[] = [];
  for (let slide = 0; slide < count; slide += 1) {
    const start = slide * (delay + speed);
    frames.push(`${pct(start, period)}, ${pct(start + delay, period)} { transform: ${at(slide, gap)}; }`);
  }
  frames.push(`100% { transform: ${at(count, gap)}; }`);
  return frames.join('\n');
}

export type PerViewRule = { maxWidth?: number; perView: number; moves: boolean };

/** Per width, widest first: how many slides show, and whether there are enough to move. */
export function perViewRules(layout: SlideLayout, count: number): PerViewRule[] {
  const widest = { perView: layout.base, moves: count > layout.base };
  const rules = [...layout.rules]
    .sort((a, b) => b.maxWidth - a.maxWidth)
    .map(({ maxWidth }) => {
      const perView = perViewAt(layout, maxWidth);
      return { maxWidth, perView, moves: count > perView };
    });
  return [widest, ...rules];
}

/** The slide a jump lands on: the one shown (the one arriving, mid-move), moved by `by`. */
export function jumpTime(currentTime: number, count: number, { delay, speed }: Timing, by: 1 | -1): number {
  const step = delay + speed;
  const within = ((currentTime % (count * step)) + count * step) % (count * step);
  const shown = Math.floor(within / step) + (within % step >= delay ? 1 : 0);
  return ((((shown + by) % count) + count) % count) * step;
}
