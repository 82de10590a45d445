import path from 'node:path';
import type { Engine } from './engine.ts';

/**
 * Resolves once the pictures on screen have come and the moves that end (a lightbox's slide, not a
 * marquee) have ended, 10 s at most, and two frames have painted.
 */
function settled() {
  const onScreen = [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
  const end = Date.now() + 10_000;
  return new Promise<true>((resolve) => {
    const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)));
    const moving = () =>
      document
        .getAnimations()
        .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const check = () =>
      (onScreen.every((img) => img.complete) && !moving()) || Date.now() > end ? frames() : setTimeout(check, 100);
    check();
  });
}

/**
 * Checks that the page is no wider than its screen, then saves what it shows as
 * `<engine>-<width>-<page>.png`. WebKit's screenshot is of the last frame painted: a dialog opened a
 * moment before was not in it.
 */
export function pageShot(engine: Engine, width: number, dir: string) {
  return async (page: string) => {
    const [wide, screen] = await engine.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
    if (wide! > screen!) throw new Error(`${page} is ${wide} px wide on a ${screen} px screen`);
    await engine.evaluate(settled);
    await engine.screenshot(path.join(dir, `${engine.name}-${width}-${page}.png`));
  };
}
