// This remote's server entry: its region server renders the remote's pages with it (decision record 022)
// and answers the search's JSON from the index it keeps (decision record 026).
import { createRegionRenderer } from '@school/shared-ui/server';
import { DownloadsApp } from './downloads-app.tsx';

export const render = createRegionRenderer(DownloadsApp, 'mf_downloads');
export { answerSearch as answer } from './search/search-answer.ts';
