import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, snapWidth } from './widths.ts';

describe('snapWidth', () => {
  it.each([
    [1, 160],
    [160, 160],
    [161, 320],
    [280, 320],
    [400, 480],
    [800, 960],
    [1000, 1280],
  ])('serves %i px at the next width up (%i)', (requested, snapped) => {
    expect(snapWidth(requested, 1600)).toBe(snapped);
  });

  it('gives the native size when no width is asked, or when the width reaches it', () => {
    expect(snapWidth(undefined, 1600)).toBeUndefined();
    expect(snapWidth(1300, 1600)).toBeUndefined();
    expect(snapWidth(4000, 1920)).toBeUndefined();
    expect(snapWidth(500, 600)).toBeUndefined();
  });

  it('makes at most one variant per width, and the native one, of 100 distinct widths', () => {
    const made = new Set(Array.from({ length: 100 }, (_, i) => snapWidth(17 * i + 1, 1600)));
    expect(made.size).toBeLessThanOrEqual(IMAGE_WIDTHS.length + 1);
  });
});
