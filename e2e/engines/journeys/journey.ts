import type { Engine } from '../engine.ts';

export type Visit = {
  engine: Engine;
  width: number;
  /** Checks that the page is no wider than the screen, then saves its screenshot as `page`. */
  shot(page: string): Promise<void>;
};

export type Journey = { id: string; name: string; run(visit: Visit): Promise<void> };

/** The text of the page's main region (runs in the page). */
export const mainText = () => document.querySelector('main')?.textContent ?? '';
