import type { ApiClient } from '@school/shared-api';
import { href } from '@school/shared-ui/kit';
import { Link, useApiData } from '@school/shared-ui/runtime';
import { Carousel } from '../../motion/carousel.tsx';
import { CAROUSEL_LAYOUT } from '../../motion/slides-per-view.ts';
import { homeToppers } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { PersonCard } from './person-card.tsx';
import { dummyStudentSlides } from './placeholder-slides.tsx';

const loadToppers = (api: ApiClient) => api.getToppers().then(homeToppers);

export function ToppersCarousel() {
  const { data } = useApiData(loadToppers, []);
  const slides =
    data.length > 0
      ? data.map((t) => ({
          key: t.key,
          content: <PersonCard name={t.name} attachments={t.attachments} lines={[t.division]} />,
        }))
      : dummyStudentSlides('toppers');
  return (
    <Section title="Our Toppers" minHeight={420} action={<Link to={href('toppers')}>All Toppers</Link>}>
      <Carousel label="Toppers" slides={slides} layout={CAROUSEL_LAYOUT} />
    </Section>
  );
}
