export * from './render-region.tsx';
export * from './render-html.ts';
export * from './heap-room.ts';
export * from './keep-answers.ts';
export { KEPT_SEED_KEY } from '../data/kept-seed.ts';
