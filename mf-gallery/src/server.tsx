import { createRegionRenderer } from '@school/shared-ui/server';
import { GalleryApp } from './gallery-app.tsx';

export const render = createRegionRenderer(GalleryApp, 'mf_gallery');
// Its server keeps this bundle's answers on disk across a restart (decision record 012), and
// shares the provider's answers between its renders within a window.
export { cacheProviderAnswers, keepAnswersOnDisk } from '@school/shared-ui/server';
