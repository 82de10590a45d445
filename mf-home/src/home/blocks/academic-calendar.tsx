import { oncePerAnswer, type ApiClient, type CalendarEntry } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { CalendarSubscribe } from '@school/shared-ui/kit';
import { useApiData, useRuntime } from '@school/shared-ui/runtime';
import { CALENDAR_MONTHS } from '../../islands/names.ts';
import { homeCalendar } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { CalendarMonths } from '../strips/calendar-months.tsx';

// Nearest to today: worked out once a day per answer.
const calendarOfDay = oncePerAnswer((entries: readonly CalendarEntry[], day: number) =>
  homeCalendar(entries, new Date(day)),
);
const today = () => {
  const now = new Date();
  return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
};
const loadCalendar = (api: ApiClient) => api.getAcademicCalendar().then((entries) => calendarOfDay(entries, today()));

export function AcademicCalendar() {
  const { data, loaded } = useApiData(loadCalendar, [], { forIslands: true });
  const { schoolCode, school } = useRuntime();
  const calendar = { schoolCode, name: `${school.shortName} Academic Calendar` };
  return (
    <Section title="Academic Calendar" minHeight={380}>
      <Island
        name={CALENDAR_MONTHS}
        wake="interaction"
        component={CalendarMonths}
        props={{ entries: data, calendar }}
        settled={loaded}
      />
      <CalendarSubscribe />
    </Section>
  );
}
