// Node only: not exported from the package root, so node:fs stays out of the browser's bundles.
export * from './kept-answers-file.ts';
