import { createRegionRenderer } from '@school/shared-ui/server';
import { DownloadsApp } from './downloads-app.tsx';

export const render = createRegionRenderer(DownloadsApp, 'mf_downloads');
export { answerSearch as answer } from './search/search-answer.ts';
