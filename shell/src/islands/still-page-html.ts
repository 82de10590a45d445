import type { Plugin } from 'vite';
import { startStillPage, STILL_PAGE } from './still-page.ts';

/** The loader's source in the shell's dist: the server inlines it, under its CSP hash. */
export const STILL_PAGE_FILE = 'still-page.js';

export function stillPageFile(): Plugin {
  return {
    name: 'school-still-page',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: STILL_PAGE_FILE, source: startStillPage.toString() });
    },
  };
}

/** The inline script of a still page: the loader, told where the app's entry is. */
export const stillPageScript = (loaderSource: string, app: string): string =>
  `(${loaderSource})(${JSON.stringify({ ...STILL_PAGE, app })});`;
