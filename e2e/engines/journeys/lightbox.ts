import { until } from '../engine.ts';
import type { Journey } from './journey.ts';

const THUMB = '[data-testid="photo-grid"] li:nth-child(2) a';
const dialogSays = (text: string) => document.querySelector('[role="dialog"]')?.textContent?.includes(text) === true;

export const lightbox: Journey = {
  id: 'lightbox',
  name: "an album's lightbox",
  async run({ engine, shot }) {
    await engine.goto('/Gallery?year=2024');
    await shot('gallery');
    await engine.click('[data-testid="album-list"] li a', 'View More');
    await until(engine, 'the album', () => location.pathname === '/SubGallery');
    await shot('album');
    const photos = await engine.evaluate(() => document.querySelectorAll('[data-testid="photo-grid"] a').length);
    const of = (n: number) => `${n} / ${photos}`;
    await engine.click(THUMB);
    await until(engine, 'the lightbox on photo 2', dialogSays, [of(2)]);
    await engine.press('ArrowRight');
    await until(engine, 'photo 3', dialogSays, [of(3)]);
    await shot('lightbox');
    await engine.press('Escape');
    await until(
      engine,
      'the lightbox to close, focus back on photo 2',
      (css: string) =>
        !document.querySelector('[role="dialog"]') && document.activeElement === document.querySelector(css),
      [THUMB],
    );
  },
};
