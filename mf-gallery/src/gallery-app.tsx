import { Route, Routes } from '@school/shared-ui';
import { AlbumDetailRoute } from './albums/album-detail-page.tsx';
import { AlbumListPage } from './albums/album-list-page.tsx';
import { activitiesSection, gallerySection, kidsCornerSection } from './sections.ts';
import { VideoGalleryPage } from './videos/video-gallery-page.tsx';

/** The routes this remote owns (the shell's route table sends them here). */
export function GalleryApp() {
  return (
    <Routes>
      <Route path="/Gallery" element={<AlbumListPage key="gallery" section={gallerySection} />} />
      <Route path="/SubGallery" element={<AlbumDetailRoute section={gallerySection} />} />
      <Route path="/Activites" element={<AlbumListPage key="activities" section={activitiesSection} />} />
      <Route path="/SubActivites" element={<AlbumDetailRoute section={activitiesSection} />} />
      <Route path="/KidsCorner" element={<AlbumListPage key="kids" section={kidsCornerSection} />} />
      <Route path="/KidsCornerSubGallery" element={<AlbumDetailRoute section={kidsCornerSection} />} />
      <Route path="/VideoGallery" element={<VideoGalleryPage />} />
    </Routes>
  );
}
