import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOLD_MS, holdScroll } from './hold-scroll.ts';

/** jsdom lays nothing out: the page's height and its resizes are the test's. */
let pageHeight = 0;
let resized = () => {};
// A stub of its own: another test file may have left window.scrollTo a mock with calls of its own.
const scrollTo = vi.fn((_x: number, y: number) => vi.stubGlobal('scrollY', y));
const holds: (() => void)[] = [];
const hold = (y: number) => holds.push(holdScroll(y));
const grow = (height: number) => {
  pageHeight = height;
  resized();
};

beforeEach(() => {
  vi.useFakeTimers();
  pageHeight = 500;
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => pageHeight);
  vi.stubGlobal('innerHeight', 400);
  vi.stubGlobal('scrollY', 0);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = () => {};
      }
    },
  );
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  for (const stop of holds.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('holdScroll', () => {
  it('scrolls once the page is tall enough, and back while it is rendered again', () => {
    hold(1800);
    expect(scrollTo).not.toHaveBeenCalled();
    grow(1900);
    expect(scrollTo).not.toHaveBeenCalled();
    grow(2200);
    expect(window.scrollY).toBe(1800);
    // Rendered again shorter for a moment: the browser clamps, and the hold comes back.
    vi.stubGlobal('scrollY', 100);
    grow(500);
    grow(2200);
    expect(window.scrollY).toBe(1800);
  });

  it('lets go when the visitor scrolls, or after HOLD_MS', () => {
    hold(1800);
    window.dispatchEvent(new WheelEvent('wheel'));
    grow(2200);
    expect(scrollTo).not.toHaveBeenCalled();

    pageHeight = 500;
    hold(1800);
    vi.advanceTimersByTime(HOLD_MS);
    grow(2200);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
