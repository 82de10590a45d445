import { useState } from 'react';
import { ImageSlide, type ContainerRect, type SlideImage } from 'yet-another-react-lightbox';

/** The grid's copy of a photo: the same srcset and sizes, so the browser picks the copy it already has. */
export type Thumbnail = { src: string; srcSet: string; sizes: string };

type Props = { slide: SlideImage; offset: number; rect: ContainerRect; thumbnail: Thumbnail | undefined };

/**
 * The library's image slide, with the grid's copy of the photo (in the browser's cache already)
 * in its place until the full-size photo has loaded and decoded: the visitor sees the photo at
 * once, sharpening, instead of a black screen. Both fill the same box (contain, centred).
 */
export function SlideWithThumbnail({ slide, offset, rect, thumbnail }: Props) {
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      {thumbnail && !loaded && (
        <img
          {...thumbnail}
          alt=""
          aria-hidden="true"
          draggable={false}
          data-testid="lightbox-thumbnail"
          // Absolutely placed in the slide's flex box: centred over the full photo's place.
          style={{
            position: 'absolute',
            width: rect.width,
            height: rect.height,
            objectFit: 'contain',
            pointerEvents: 'none',
          }}
        />
      )}
      <ImageSlide slide={slide} offset={offset} rect={rect} onLoad={() => setLoaded(true)} />
    </>
  );
}
