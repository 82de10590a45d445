// Test helpers live apart in ./testing, so msw never reaches a bundle.
export * from './contract/index.ts';
export * from './client/index.ts';
export * from './selectors/index.ts';
export * from './download-file.ts';
export * from './log-text.ts';
