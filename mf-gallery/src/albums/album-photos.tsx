import { lazy, Suspense, useMemo, useState } from 'react';
import { PICTURE_WIDTHS, pictureUrls, type PictureSource, type PictureUrls } from '@school/shared-api/pictures';
import { photoSources } from './cover-image.tsx';
import { GRID_PHOTO, PhotoGrid, photoLabel, VIEWABLE_WIDTH } from './photo-grid.tsx';

// The lightbox (and its CSS) loads when a photo is first opened, or when a pointer or focus reaches the grid.
const loadLightbox = () => import('../lightbox/photo-lightbox.tsx');
const PhotoLightbox = lazy(loadLightbox);
// A failed prefetch is not an error yet: opening a photo tries again and reports it there.
const prefetchLightbox = () => void loadLightbox().catch(() => {});

export type AlbumPhotosProps = { title: string; photos: readonly string[]; pictures: PictureSource };

/** An album's photos and their lightbox: the island a photo's tap wakes (decision record 028). */
export function AlbumPhotos({ title, photos, pictures }: AlbumPhotosProps) {
  const urls = useMemo(() => pictureUrls(pictures), [pictures]);
  const [open, setOpen] = useState(-1);
  const slides = useMemo(
    () =>
      photos.map((path, i) => ({
        src: urls.imageUrl(path, { width: VIEWABLE_WIDTH }),
        srcSet: lightboxSources(urls, path),
        thumbnail: photoSources(urls, path, GRID_PHOTO),
        alt: photoLabel(title, i, photos.length),
      })),
    [photos, title, urls],
  );
  return (
    <>
      <PhotoGrid photos={photos} title={title} urls={urls} onOpen={setOpen} onIntent={prefetchLightbox} />
      {open >= 0 && (
        <Suspense>
          <PhotoLightbox photos={slides} index={open} onClose={() => setOpen(-1)} />
        </Suspense>
      )}
    </>
  );
}

/** The photo's height is not known, so none is given. */
const lightboxSources = (urls: PictureUrls, path: string) =>
  PICTURE_WIDTHS.map((width) => ({ src: urls.imageUrl(path, { width }), width, height: 0 }));
