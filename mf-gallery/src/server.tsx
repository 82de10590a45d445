import { createRegionRenderer } from '@school/shared-ui/server';
import { GalleryApp } from './gallery-app.tsx';

export const render = createRegionRenderer(GalleryApp, 'mf_gallery');
