import type { ApiClient, GalleryItem } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { Link, useApiData, usePictureSource } from '@school/shared-ui/runtime';
import { GALLERY_SLIDER } from '../../islands/names.ts';
import { gallerySlides } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { useSelectedLoad } from '../shared-load.ts';
import { GalleryStrip } from '../strips/gallery-strip.tsx';

export function GallerySlider({ load }: { load: (api: ApiClient) => Promise<GalleryItem[]> }) {
  const { data, loaded } = useApiData(useSelectedLoad(load, gallerySlides), [], { forIslands: true });
  const pictures = usePictureSource();
  return (
    <Section title="Photo Gallery" minHeight={360} action={<Link to={href('gallery')}>View Gallery</Link>}>
      <Island
        name={GALLERY_SLIDER}
        wake="interaction"
        component={GalleryStrip}
        props={{ slides: data, pictures }}
        settled={loaded}
      />
    </Section>
  );
}
