import { STAY_TUNED } from '@school/shared-ui/kit';
import dummyStudent from '../../assets/person-silhouette.svg';
import type { Slide } from '../../motion/carousel.tsx';
import { PLACEHOLDER_COUNT } from '../home-selectors.ts';
import { Card } from './card.tsx';
import { PersonPhoto } from './person-card.tsx';

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
