import { PAGE_LOADER } from './page-loader.ts';

/** The loader's source in the shell's dist: the server inlines it, under its CSP hash. */
export const PAGE_LOADER_FILE = 'page-loader.js';

/** A still page's inline loader, told where the app's entry is, and the island host's (island-entry.ts). */
export const pageLoaderScript = (loaderSource: string, app: string, islands?: string): string =>
  `(${loaderSource})(${JSON.stringify({ ...PAGE_LOADER, app, islands })});`;

/** The island host's source: its key in the manifest of the build that writes it (vite.config.ts). */
export const ISLAND_HOST_ENTRY = 'src/islands/island-entry.ts';
