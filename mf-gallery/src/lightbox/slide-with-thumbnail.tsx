import { useState } from 'react';
import { ImageSlide, type ContainerRect, type SlideImage } from 'yet-another-react-lightbox';

export type Thumbnail = { src: string; srcSet: string; sizes: string };

type Props = { slide: SlideImage; offset: number; rect: ContainerRect; thumbnail: Thumbnail | undefined };

/** The grid's copy (cached already) stands in until the full photo has decoded: the photo shows at once, sharpening. */
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
