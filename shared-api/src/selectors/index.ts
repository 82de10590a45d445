export * from './dates.ts';
export * from './lists.ts';
export * from './people.ts';
export * from './achievements.ts';
export * from './text-caps.ts';
export * from './video-thumbnails.ts';
export * from './school-year.ts';
export * from './title-key.ts';
