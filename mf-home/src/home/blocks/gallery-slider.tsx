import type { ApiClient, GalleryItem } from '@school/shared-api';
import { href, STAY_TUNED } from '@school/shared-ui/kit';
import { Link, useApiData } from '@school/shared-ui/runtime';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import { Carousel, type Slide } from '../../motion/carousel.tsx';
import { GALLERY_LAYOUT } from '../../motion/slides-per-view.ts';
import { gallerySlides, PLACEHOLDER_COUNT } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { useSelectedLoad } from '../shared-load.ts';
import { Card, CardPhoto } from './card.tsx';

export function GallerySlider({ load }: { load: (api: ApiClient) => Promise<GalleryItem[]> }) {
  const { data: list } = useApiData(useSelectedLoad(load, gallerySlides), []);
  const slides: Slide[] =
    list.length > 0
      ? list.map((s) => ({
          key: s.key,
          content: (
            <Card>
              <CardPhoto
                path={s.photo}
                fallback={placeholderPhoto}
                alt={s.alt}
                ratio="4 / 3"
                sizes="(max-width: 480px) 100vw, (max-width: 992px) 50vw, 300px"
              />
              <div className="body">
                <h3>
                  <Link to={href('subGallery', { id: s.itemId })}>{s.title}</Link>
                </h3>
              </div>
            </Card>
          ),
        }))
      : Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
          key: `placeholder-${i}`,
          content: (
            <Card data-placeholder>
              <CardPhoto path="" fallback={placeholderPhoto} alt="" ratio="4 / 3" />
              <div className="body">
                <p className="muted">{STAY_TUNED}</p>
              </div>
            </Card>
          ),
        }));
  return (
    <Section title="Photo Gallery" minHeight={360} action={<Link to={href('gallery')}>View Gallery</Link>}>
      <Carousel label="Photo Gallery" slides={slides} layout={GALLERY_LAYOUT} />
    </Section>
  );
}
