import { lazy, Suspense } from 'react';
import { SiteRoutes } from '@school/shared-ui/kit';
import { activitiesSection, gallerySection, kidsCornerSection } from './sections.ts';

// One chunk per kind of page, so a visitor downloads only the page they open. While a chunk
// loads nothing renders: the shell's slot already reserves the screen below the header.
const AlbumListPage = lazy(() => import('./albums/album-list-page.tsx').then((m) => ({ default: m.AlbumListPage })));
const AlbumDetailRoute = lazy(() =>
  import('./albums/album-detail-page.tsx').then((m) => ({ default: m.AlbumDetailRoute })),
);
const VideoGalleryPage = lazy(() =>
  import('./videos/video-gallery-page.tsx').then((m) => ({ default: m.VideoGalleryPage })),
);

/** The routes this remote owns (the site map sends them here). */
export function GalleryApp() {
  return (
    <Suspense fallback={null}>
      <SiteRoutes
        remote="mf_gallery"
        pages={{
          gallery: <AlbumListPage key="gallery" section={gallerySection} />,
          subGallery: <AlbumDetailRoute section={gallerySection} />,
          activities: <AlbumListPage key="activities" section={activitiesSection} />,
          subActivities: <AlbumDetailRoute section={activitiesSection} />,
          kidsCorner: <AlbumListPage key="kids" section={kidsCornerSection} />,
          kidsCornerSubGallery: <AlbumDetailRoute section={kidsCornerSection} />,
          videoGallery: <VideoGalleryPage />,
        }}
      />
    </Suspense>
  );
}
