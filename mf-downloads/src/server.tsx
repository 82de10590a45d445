// This remote's server entry: its region server renders the remote's pages with it (decision record 022).
import { createRegionRenderer } from '@school/shared-ui/server';
import { DownloadsApp } from './downloads-app.tsx';

export const render = createRegionRenderer(DownloadsApp, 'mf_downloads');
