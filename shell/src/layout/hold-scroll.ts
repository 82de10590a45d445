/** What a visitor does to scroll: the page is theirs again. */
const SCROLLING = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Long enough for a region to render a page again from what it showed; one still loading past it stays where it is. */
export const HOLD_MS = 3000;

/**
 * Scrolls to `y` once the page is tall enough, and back to it while the page below is rendered
 * again, until the visitor scrolls, HOLD_MS pass or the returned function is called.
 */
export function holdScroll(y: number): () => void {
  const win = window;
  const { body, documentElement: root } = win.document;
  const apply = () => {
    if (Math.abs(win.scrollY - y) >= 1 && root.scrollHeight - win.innerHeight >= y) win.scrollTo(0, y);
  };
  const sizes = new ResizeObserver(apply);
  const stop = () => {
    sizes.disconnect();
    win.clearTimeout(timer);
    for (const type of SCROLLING) win.removeEventListener(type, stop, true);
  };
  const timer = win.setTimeout(stop, HOLD_MS);
  for (const type of SCROLLING) win.addEventListener(type, stop, { capture: true, passive: true });
  sizes.observe(body);
  apply();
  return stop;
}
