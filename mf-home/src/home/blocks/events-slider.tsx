import { calendarDate, formatDate, type ApiClient, type SchoolEvent } from '@school/shared-api';
import { href, storyHref } from '@school/shared-ui/kit';
import { Link, useApiData, useRuntime } from '@school/shared-ui/runtime';
import placeholderPhoto from '../../assets/placeholder-photo.svg';
import { Carousel } from '../../motion/carousel.tsx';
import { EVENTS_LAYOUT } from '../../motion/slides-per-view.ts';
import { dayDotMonth, homeEvents, PLACEHOLDER_COUNT } from '../home-selectors.ts';
import { Section } from '../section.tsx';
import { Card, CardPhoto } from './card.tsx';
import { DateBadge, EventButton } from './events-styles.ts';

const loadEvents = (api: ApiClient) => api.getHomeEvents().then(homeEvents);

function EventCard({ event }: { event: SchoolEvent }) {
  const { schoolCode, school } = useRuntime();
  const when = [formatDate(event.date), event.time].filter(Boolean).join(', ');
  return (
    <Card>
      <CardPhoto path={event.images[0]} fallback={placeholderPhoto} alt={event.title} ratio="3 / 2" />
      <div className="body">
        <DateBadge>{dayDotMonth(event.date)}</DateBadge>
        <h3>
          <Link to={storyHref('eventItem', event)}>{event.title}</Link>
        </h3>
        {when && <p className="muted">{when}</p>}
        {event.venue && <p className="muted">Location: {event.venue}</p>}
        {calendarDate(event.date) && (
          <EventButton
            type="button"
            onClick={() =>
              // The .ics writer loads on the click: most visitors never download one.
              void import('@school/shared-api/ics').then((m) =>
                m.downloadEventIcs(event, schoolCode, `${school.shortName} Events`),
              )
            }
          >
            Add to calendar<span className="visually-hidden"> ({event.title}, .ics file)</span>
          </EventButton>
        )}
      </div>
    </Card>
  );
}

const placeholders = Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => ({
  key: `event-placeholder-${i}`,
  content: (
    <Card data-placeholder>
      <CardPhoto path="" fallback={placeholderPhoto} alt="" ratio="3 / 2" />
      <div className="body">
        <DateBadge>DD.MM</DateBadge>
        <h3>Event Title</h3>
      </div>
    </Card>
  ),
}));

export function EventsSlider() {
  const { data } = useApiData(loadEvents, []);
  const slides = data.length > 0 ? data.map((e) => ({ key: e.key, content: <EventCard event={e} /> })) : placeholders;
  return (
    <Section title="Upcoming Events" minHeight={460} action={<Link to={href('events')}>All Events</Link>}>
      <Carousel label="Upcoming Events" slides={slides} layout={EVENTS_LAYOUT} />
    </Section>
  );
}
