import { lazy, Suspense } from 'react';
import { Route, Routes } from '@school/shared-ui';
import { activitiesSection, gallerySection, kidsCornerSection } from './sections.ts';

// One chunk per kind of page, so a visitor downloads only the page they open. While a chunk
// loads nothing renders: the shell's slot already reserves the screen below the header.
const AlbumListPage = lazy(() => import('./albums/album-list-page.tsx').then((m) => ({ default: m.AlbumListPage })));
const AlbumDetailRoute = lazy(() => import('./albums/album-detail-page.tsx').then((m) => ({ default: m.AlbumDetailRoute })));
const VideoGalleryPage = lazy(() => import('./videos/video-gallery-page.tsx').then((m) => ({ default: m.VideoGalleryPage })));

/** The routes this remote owns (the shell's route table sends them here). */
export function GalleryApp() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route path="/Gallery" element={<AlbumListPage key="gallery" section={gallerySection} />} />
        <Route path="/SubGallery" element={<AlbumDetailRoute section={gallerySection} />} />
        <Route path="/Activites" element={<AlbumListPage key="activities" section={activitiesSection} />} />
        <Route path="/SubActivites" element={<AlbumDetailRoute section={activitiesSection} />} />
        <Route path="/KidsCorner" element={<AlbumListPage key="kids" section={kidsCornerSection} />} />
        <Route path="/KidsCornerSubGallery" element={<AlbumDetailRoute section={kidsCornerSection} />} />
        <Route path="/VideoGallery" element={<VideoGalleryPage />} />
      </Routes>
    </Suspense>
  );
}
