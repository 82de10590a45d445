// This remote's server entry: the shell's server renders the remote's pages with it.
import { createRegionRenderer } from '@school/shared-ui/server';
import { GalleryApp } from './gallery-app.tsx';

export const render = createRegionRenderer(GalleryApp, 'mf_gallery');
