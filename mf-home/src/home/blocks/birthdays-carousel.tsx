import { MONTHS, type ApiClient } from '@school/shared-api';
import { useApiData } from '@school/shared-ui/runtime';
import { Carousel } from '../../motion/carousel.tsx';
import { CAROUSEL_LAYOUT } from '../../motion/slides-per-view.ts';
import { homeBirthdays, todayDayMonth } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { PersonCard } from './person-card.tsx';
import { dummyStudentSlides } from './placeholder-slides.tsx';

const loadBirthdays = (api: ApiClient) => api.getBirthdays().then(homeBirthdays);

export function BirthdaysCarousel() {
  const { data } = useApiData(loadBirthdays, []);
  const today = todayDayMonth(new Date(), MONTHS);
  const slides =
    data.length > 0
      ? data.map((b) => ({
          key: b.key,
          content: (
            <PersonCard name={b.name} attachments={b.attachments} lines={[today, b.class && `Class ${b.class}`]} />
          ),
        }))
      : dummyStudentSlides('birthdays');
  return (
    <Section title="Happy Birthday" minHeight={420}>
      <Carousel label="Birthdays" slides={slides} layout={CAROUSEL_LAYOUT} />
    </Section>
  );
}
