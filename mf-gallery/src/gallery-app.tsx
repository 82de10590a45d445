import { lazy, Suspense } from 'react';
import { SiteRoutes } from '@school/shared-ui/kit';
import { StillRegion } from '@school/shared-ui/runtime';
import { activitiesSection, gallerySection, kidsCornerSection } from './sections.ts';

const AlbumListPage = lazy(() => import('./albums/album-list-page.tsx').then((m) => ({ default: m.AlbumListPage })));
const AlbumDetailRoute = lazy(() =>
  import('./albums/album-detail-page.tsx').then((m) => ({ default: m.AlbumDetailRoute })),
);
const VideoGalleryPage = lazy(() =>
  import('./videos/video-gallery-page.tsx').then((m) => ({ default: m.VideoGalleryPage })),
);

// Nothing in a gallery moves on its own: a photo's tap wakes the page, then opens the lightbox (028).
export function GalleryApp() {
  return (
    <Suspense fallback={null}>
      <StillRegion />
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
