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

/** A still page's inline loader, told where the app's entry is, and the island host's (island-entry.ts). */
export const pageLoaderScript = (loaderSource: string, app: string, islands?: string): string =>
  `(${loaderSource})(${JSON.stringify({ ...PAGE_LOADER, app, islands })});`;

/** The island host's source: its key in the manifest of the build that writes it (vite.config.ts). */
export const ISLAND_HOST_ENTRY = 'src/islands/island-entry.ts';
