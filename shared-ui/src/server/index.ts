export * from './render-region.tsx';
export * from './render-html.ts';
export * from './heap-room.ts';
export * from './keep-answers.ts';
