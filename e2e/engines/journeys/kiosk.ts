import { until } from '../engine.ts';
import type { Journey } from './journey.ts';

const firstPhoto = () =>
  (document.querySelector('[data-testid="activity-photo"]') as HTMLImageElement | null)?.src ?? '';

export const kiosk: Journey = {
  id: 'kiosk',
  name: 'the kiosk',
  async run({ engine, shot }) {
    await engine.goto('/HomeKiosk');
    await until(
      engine,
      'the kiosk live on slide 1',
      () =>
        document.querySelector('[data-testid="kiosk"]')?.getAttribute('data-kiosk-status') === 'live' &&
        document.querySelector('[role="group"]')?.getAttribute('aria-label') === '1 of 3',
    );
    await until(
      engine,
      "two activities' photos shown",
      () => {
        const shown = [...document.querySelectorAll('[data-testid="activity-photo"]')] as HTMLImageElement[];
        return shown.length === 2 && shown.every((img) => img.complete && img.naturalWidth > 0);
      },
      [],
      40_000,
    );
    const first = await engine.evaluate(firstPhoto);
    // Each activity's photos change every 4 s.
    await until(
      engine,
      'the next photo',
      (was: string) =>
        (document.querySelector('[data-testid="activity-photo"]') as HTMLImageElement | null)?.src !== was,
      [first],
      15_000,
    );
    await shot('kiosk');
  },
};
