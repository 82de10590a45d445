import { describe, expect, it } from 'vitest';
import { CAROUSEL_LAYOUT, EVENTS_LAYOUT, GALLERY_LAYOUT, maxPerView, perViewAt } from './slides-per-view.ts';

describe('perViewAt', () => {
  it("shows the gallery slider's slides per breakpoint", () => {
    expect([1366, 1300, 1000, 992, 800, 767, 481, 480, 320].map((w) => perViewAt(GALLERY_LAYOUT, w))).toEqual([
      4, 3, 3, 2, 2, 2, 2, 1, 1,
    ]);
  });

  it("shows the events slider's slides per breakpoint", () => {
    expect([1366, 993, 992, 601, 600, 390].map((w) => perViewAt(EVENTS_LAYOUT, w))).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('shows 3 carousel slides on a wide screen and 1 on a phone', () => {
    expect([1366, 1250, 1200, 700, 390].map((w) => perViewAt(CAROUSEL_LAYOUT, w))).toEqual([3, 3, 2, 2, 1]);
  });
});

describe('maxPerView', () => {
  it('gives the most slides shown at once, the copies a loop needs', () => {
    expect(maxPerView(GALLERY_LAYOUT)).toBe(4);
  });
});
