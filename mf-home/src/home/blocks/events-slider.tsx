import type { ApiClient } from '@school/shared-api';
import { Island } from '@school/shared-ui/island';
import { href } from '@school/shared-ui/site-map';
import { Link, useApiData, usePictureSource, useRuntime } from '@school/shared-ui/runtime';
import { EVENTS_SLIDER } from '../../islands/names.ts';
import { dayDotMonth, homeEvents } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { EventsStrip } from '../strips/events-strip.tsx';

const loadEvents = (api: ApiClient) => api.getHomeEvents().then(homeEvents);

export function EventsSlider() {
  const { data, loaded } = useApiData(loadEvents, [], { forIslands: true });
  const { schoolCode, school } = useRuntime();
  const pictures = usePictureSource();
  const events = data.map(({ key, title, date, time, description, venue, images }) => ({
    key,
    title,
    date,
    time,
    description,
    venue,
    image: images[0],
    badge: dayDotMonth(date),
  }));
  const calendar = { schoolCode, name: `${school.shortName} Events` };
  return (
    <Section title="Upcoming Events" minHeight={460} action={<Link to={href('events')}>All Events</Link>}>
      <Island
        name={EVENTS_SLIDER}
        wake="interaction"
        component={EventsStrip}
        props={{ events, pictures, calendar }}
        settled={loaded}
      />
    </Section>
  );
}
