import type { PictureSource } from '@school/shared-api/pictures';
import { href } from '@school/shared-ui/site-map';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import { Carousel, type Slide } from '../../motion/carousel.tsx';
import { GALLERY_LAYOUT } from '../../motion/slides-per-view.ts';
import { Card, CardPhoto } from '../blocks/card.tsx';
import type { GallerySlide } from '../home-selectors.ts';
import { photoPlaceholderSlides } from './placeholder-slides.tsx';

export type GalleryStripProps = { slides: GallerySlide[]; pictures: PictureSource };

const placeholders = photoPlaceholderSlides('gallery', '4 / 3');

/** The island (mf_home/gallery-slider): its Previous, Next, Pause and swipe wake it alone. */
export function GalleryStrip({ slides, pictures }: GalleryStripProps) {
  const shown: Slide[] =
    slides.length > 0
      ? slides.map((s) => ({
          key: s.key,
          content: (
            <Card>
              <CardPhoto
                pictures={pictures}
                path={s.photo}
                fallback={placeholderPhoto}
                alt={s.alt}
                ratio="4 / 3"
                sizes="(max-width: 480px) 100vw, (max-width: 992px) 50vw, 300px"
              />
              <div className="body">
                <h3>
                  <a href={href('subGallery', { id: s.itemId })}>{s.title}</a>
                </h3>
              </div>
            </Card>
          ),
        }))
      : placeholders;
  return <Carousel label="Photo Gallery" slides={shown} layout={GALLERY_LAYOUT} />;
}
