import type { PictureSource } from '@school/shared-api/pictures';
import { Carousel } from '../../motion/carousel.tsx';
import { CAROUSEL_LAYOUT } from '../../motion/slides-per-view.ts';
import { PersonCard, type Person } from '../blocks/person-card.tsx';
import { dummyStudentSlides } from './placeholder-slides.tsx';

export type PeopleStripProps = { people: Person[]; pictures: PictureSource };

/** The island (mf_home/toppers): its Previous, Next, Pause and swipe wake it alone. */
export function ToppersStrip({ people, pictures }: PeopleStripProps) {
  const slides =
    people.length > 0
      ? people.map((person) => ({ key: person.key, content: <PersonCard person={person} pictures={pictures} /> }))
      : dummyStudentSlides('toppers');
  return <Carousel label="Toppers" slides={slides} layout={CAROUSEL_LAYOUT} />;
}

/** The island (mf_home/birthdays): its Previous, Next, Pause and swipe wake it alone. */
export function BirthdaysStrip({ people, pictures }: PeopleStripProps) {
  const slides =
    people.length > 0
      ? people.map((person) => ({ key: person.key, content: <PersonCard person={person} pictures={pictures} /> }))
      : dummyStudentSlides('birthdays');
  return <Carousel label="Birthdays" slides={slides} layout={CAROUSEL_LAYOUT} />;
}
