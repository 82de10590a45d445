import { STAY_TUNED } from '@school/shared-ui/island';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import dummyStudent from '../../assets/person-silhouette.svg';
import type { Slide } from '../../motion/carousel.tsx';
import { Card, CardPhoto } from '../blocks/card.tsx';
import { PersonPhoto } from '../blocks/person-card.tsx';

/** How many cards a carousel shows while its block has nothing yet. */
export const PLACEHOLDER_COUNT = 3;

export function dummyStudentSlides(prefix: string): Slide[] {
  return Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
    key: `${prefix}-placeholder-${i}`,
    content: (
      <Card data-placeholder>
        <PersonPhoto src={dummyStudent} alt="" />
        <div className="body">
          <p className="muted">{STAY_TUNED}</p>
        </div>
      </Card>
    ),
  }));
}

/** A photo card's stand-in, its picture at the card's shape. */
export function photoPlaceholderSlides(prefix: string, ratio: string): Slide[] {
  return Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
    key: `${prefix}-placeholder-${i}`,
    content: (
      <Card data-placeholder>
        <CardPhoto path="" fallback={placeholderPhoto} alt="" ratio={ratio} />
        <div className="body">
          <p className="muted">{STAY_TUNED}</p>
        </div>
      </Card>
    ),
  }));
}
