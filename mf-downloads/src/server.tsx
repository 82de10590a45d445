import { createRegionRenderer } from '@school/shared-ui/server';
import { DownloadsApp } from './downloads-app.tsx';

export const render = createRegionRenderer(DownloadsApp, 'mf_downloads');
export { answerSearch as answer } from './search/search-answer.ts';
// Its server keeps this bundle's answers on disk across a restart (decision record 012), and
// shares the provider's answers between its renders within a window.
export { cacheProviderAnswers, keepAnswersOnDisk } from '@school/shared-ui/server';
