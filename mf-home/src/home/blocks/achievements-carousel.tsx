import type { ApiClient, GalleryItem } from '@school/shared-api';
import { href, STAY_TUNED } from '@school/shared-ui/kit';
import { Link, useApiData } from '@school/shared-ui/runtime';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import { Carousel } from '../../motion/carousel.tsx';
import { CAROUSEL_LAYOUT } from '../../motion/slides-per-view.ts';
import { homeAchievements, PLACEHOLDER_COUNT } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { useSelectedLoad } from '../shared-load.ts';
import { Card, CardPhoto } from './card.tsx';

/** Read More leads to / on purpose. */
export function AchievementsCarousel({ load }: { load: (api: ApiClient) => Promise<GalleryItem[]> }) {
  const { data: list } = useApiData(useSelectedLoad(load, homeAchievements), []);
  const slides =
    list.length > 0
      ? list.map((a) => ({
          key: a.key,
          content: (
            <Card>
              <CardPhoto path={a.attachments[0]} fallback={placeholderPhoto} alt={a.title} ratio="3 / 2" />
              <div className="body">
                <h3>{a.title}</h3>
                <Link to={href('home')}>
                  Read More<span className="visually-hidden"> about {a.title}</span>
                </Link>
              </div>
            </Card>
          ),
        }))
      : Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
          key: `achievement-placeholder-${i}`,
          content: (
            <Card data-placeholder>
              <CardPhoto path="" fallback={placeholderPhoto} alt="" ratio="3 / 2" />
              <div className="body">
                <p className="muted">{STAY_TUNED}</p>
              </div>
            </Card>
          ),
        }));
  return (
    <Section title="Our Achievements" minHeight={400} action={<Link to={href('activities')}>All Achievements</Link>}>
      <Carousel label="Achievements" slides={slides} layout={CAROUSEL_LAYOUT} />
    </Section>
  );
}
