import { useMemo, useRef } from 'react';
import Lightbox, { isImageSlide, type RenderSlideProps, type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { keepTabInside } from './keep-tab-inside.ts';
import { SlideWithThumbnail, type Thumbnail } from './slide-with-thumbnail.tsx';

export type LightboxPhoto = Pick<SlideImage, 'src' | 'srcSet' | 'alt'> & { thumbnail: Thumbnail };

type Props = {
  photos: readonly LightboxPhoto[];
  index: number;
  onClose: () => void;
};

const plugins = [Counter];
// The one before only once it has been shown (then it is in the browser's cache): a parent on
// prepaid data pays for the photo in front of them and the next one, not four.
const carousel = { preload: 1 };
// The library does focus, inertness, keys and swipes; Tab wrapping is added here.
const controller = { closeOnBackdropClick: true };
const portal = { container: { onKeyDown: keepTabInside } };

export default function PhotoLightbox({ photos, index, onClose }: Props) {
  const shown = useRef(new Set<string>());
  const render = useMemo(() => {
    const thumbnails = new Map(photos.map((p) => [p.src, p.thumbnail]));
    return {
      slide: ({ slide, offset, rect }: RenderSlideProps) => {
        if (offset === 0) shown.current.add(slide.src);
        // An empty slide, not undefined: undefined would have the library render the photo itself.
        if (offset < 0 && !shown.current.has(slide.src)) return <></>;
        return isImageSlide(slide) ? (
          <SlideWithThumbnail
            key={slide.src}
            slide={slide}
            offset={offset}
            rect={rect}
            thumbnail={thumbnails.get(slide.src)}
          />
        ) : undefined;
      },
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
      carousel={carousel}
      controller={controller}
      portal={portal}
    />
  );
}
