import { MONTHS, type ApiClient } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { useApiData, usePictureSource } from '@school/shared-ui/runtime';
import { BIRTHDAYS } from '../../islands/names.ts';
import { homeBirthdays, todayDayMonth } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { BirthdaysStrip } from '../strips/people-strips.tsx';

const loadBirthdays = (api: ApiClient) => api.getBirthdays().then(homeBirthdays);

export function BirthdaysCarousel() {
  const { data, loaded } = useApiData(loadBirthdays, [], { forIslands: true });
  const pictures = usePictureSource();
  const today = todayDayMonth(new Date(), MONTHS);
  const people = data.map((b) => ({
    key: b.key,
    name: b.name,
    photo: b.attachments[0],
    lines: [today, b.class ? `Class ${b.class}` : ''],
  }));
  return (
    <Section title="Happy Birthday" minHeight={420}>
      <Island
        name={BIRTHDAYS}
        wake="interaction"
        component={BirthdaysStrip}
        props={{ people, pictures }}
        settled={loaded}
      />
    </Section>
  );
}
