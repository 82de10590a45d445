import { describe, expect, it } from 'vitest';
import { copiesFor, jumpTime, loopKeyframes, perViewRules } from './carousel-motion.ts';
import { CAROUSEL_LAYOUT, SINGLE_LAYOUT } from './slides-per-view.ts';

const timing = { delay: 2000, speed: 1000 };

describe('carousel motion', () => {
  it('holds each slide for its delay, moves over its speed, and ends on the copy of the first', () => {
    const frames = loopKeyframes(3, timing, 16).split('\n');
    expect(frames).toEqual([
      '0.0000%, 22.2222% { transform: translateX(calc(-0 * (100% + 16px) / var(--per))); }',
      '33.3333%, 55.5556% { transform: translateX(calc(-1 * (100% + 16px) / var(--per))); }',
      '66.6667%, 88.8889% { transform: translateX(calc(-2 * (100% + 16px) / var(--per))); }',
      '100% { transform: translateX(calc(-3 * (100% + 16px) / var(--per))); }',
    ]);
  });

  it('copies as many slides as the most that show at once, never more than there are', () => {
    expect(copiesFor(7, CAROUSEL_LAYOUT)).toBe(3);
    expect(copiesFor(2, CAROUSEL_LAYOUT)).toBe(2);
    expect(copiesFor(7, SINGLE_LAYOUT)).toBe(1);
  });

  it('moves at a width only with more slides than show there (widest first)', () => {
    expect(perViewRules(CAROUSEL_LAYOUT, 3)).toEqual([
      { perView: 3, moves: false },
      { maxWidth: 1300, perView: 3, moves: false },
      { maxWidth: 1200, perView: 2, moves: true },
      { maxWidth: 992, perView: 2, moves: true },
      { maxWidth: 767, perView: 2, moves: true },
      { maxWidth: 480, perView: 1, moves: true },
    ]);
  });

  it('jumps from the slide shown, or the one arriving mid-move, to its neighbour, looping', () => {
    const step = 3000;
    expect(jumpTime(500, 4, timing, 1)).toBe(step);
    expect(jumpTime(2500, 4, timing, 1)).toBe(2 * step);
    expect(jumpTime(500, 4, timing, -1)).toBe(3 * step);
    expect(jumpTime(3 * step + 2500, 4, timing, 1)).toBe(step);
    // Many loops on.
    expect(jumpTime(10 * 4 * step + 100, 4, timing, 1)).toBe(step);
  });
});
