import { STAY_TUNED } from '@school/shared-ui/island';
import dummyStudent from '../../assets/person-silhouette.svg';
import type { Slide } from '../../motion/carousel.tsx';
import { Card } from '../blocks/card.tsx';
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
