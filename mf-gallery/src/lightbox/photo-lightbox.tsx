import { useMemo } from 'react';
import Lightbox, { isImageSlide, type RenderSlideProps } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { keepTabInside } from './keep-tab-inside.ts';
import { SlideWithThumbnail } from './slide-with-thumbnail.tsx';

/** A full-size photo and the grid's copy of it (already loaded), shown until the photo has come. */
export type LightboxPhoto = { src: string; alt: string; thumbnail: string };

type Props = {
  photos: readonly LightboxPhoto[];
  /** The photo to open on; the lightbox is open while it is mounted. */
  index: number;
  onClose: () => void;
};

const plugins = [Counter];
// The library focuses itself on open, makes the page behind inert, returns focus to the
// thumbnail on close, and handles arrow keys, Escape and swipes; Tab wrapping is added here.
const controller = { closeOnBackdropClick: true };
const portal = { container: { onKeyDown: keepTabInside } };

/** Full-size photos of an album, one at a time: each photo of the album opens here. */
export default function PhotoLightbox({ photos, index, onClose }: Props) {
  // Slides are the library's own objects: the thumbnail is found again by the slide's src.
  const render = useMemo(() => {
    const thumbnails = new Map(photos.map((p) => [p.src, p.thumbnail]));
    return {
      slide: ({ slide, offset, rect }: RenderSlideProps) =>
        isImageSlide(slide) ? (
          <SlideWithThumbnail
            key={slide.src}
            slide={slide}
            offset={offset}
            rect={rect}
            thumbnail={thumbnails.get(slide.src)}
          />
        ) : undefined,
    };
  }, [photos]);
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={photos}
      render={render}
      plugins={plugins}
      controller={controller}
      portal={portal}
    />
  );
}
