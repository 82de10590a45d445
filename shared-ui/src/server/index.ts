// What runs on the server only: a remote's server entry is built from it (never the browser).
export * from './render-region.tsx';
export * from './render-html.ts';
