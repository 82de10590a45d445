import type { Plugin } from 'vite';
import { PAGE_LOADER, startPageLoader } from './page-loader.ts';

/** The loader's source in the shell's dist: the server inlines it, under its CSP hash. */
export const PAGE_LOADER_FILE = 'page-loader.js';

export function pageLoaderFile(): Plugin {
  return {
    name: 'school-page-loader',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: PAGE_LOADER_FILE, source: startPageLoader.toString() });
    },
  };
}

/** A page's inline loader, told where the app's entry is and whether the page is still. */
export const pageLoaderScript = (loaderSource: string, app: string, still: boolean): string =>
  `(${loaderSource})(${JSON.stringify({ ...PAGE_LOADER, app, still })});`;
