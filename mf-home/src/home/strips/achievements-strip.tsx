import type { PictureSource } from '@school/shared-api/pictures';
import { href } from '@school/shared-ui/site-map';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import { Carousel } from '../../motion/carousel.tsx';
import { CAROUSEL_LAYOUT } from '../../motion/slides-per-view.ts';
import { Card, CardPhoto } from '../blocks/card.tsx';
import { photoPlaceholderSlides } from './placeholder-slides.tsx';

export type Achievement = { key: string; title: string; photo: string | undefined };
export type AchievementsStripProps = { achievements: Achievement[]; pictures: PictureSource };

const placeholders = photoPlaceholderSlides('achievement', '3 / 2');

/** The island (mf_home/achievements): its Previous, Next, Pause and swipe wake it alone. Read More leads to / on purpose. */
export function AchievementsStrip({ achievements, pictures }: AchievementsStripProps) {
  const slides =
    achievements.length > 0
      ? achievements.map((a) => ({
          key: a.key,
          content: (
            <Card>
              <CardPhoto pictures={pictures} path={a.photo} fallback={placeholderPhoto} alt={a.title} ratio="3 / 2" />
              <div className="body">
                <h3>{a.title}</h3>
                <a href={href('home')}>
                  Read More<span className="visually-hidden"> about {a.title}</span>
                </a>
              </div>
            </Card>
          ),
        }))
      : placeholders;
  return <Carousel label="Achievements" slides={slides} layout={CAROUSEL_LAYOUT} />;
}
