// This remote's server entry: the shell's server renders the remote's pages with it.
import { createRegionRenderer } from '@school/shared-ui/server';
import { DownloadsApp } from './downloads-app.tsx';

export const render = createRegionRenderer(DownloadsApp, 'mf_downloads');
