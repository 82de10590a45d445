export * from './render-region.tsx';
export * from './render-html.ts';
export * from './heap-room.ts';
