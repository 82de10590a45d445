export * from './render-region.tsx';
export * from './render-html.ts';
