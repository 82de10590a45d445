import { until, type Engine } from './engine.ts';

/** Waits until the page's loader says it is ready (decision record 028), as the Playwright suite does. */
export const untilReady = (engine: Engine) =>
  until(engine, 'data-page-ready', () => document.documentElement.dataset.pageReady === 'true');
